import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { contasTexts } from '../contas-texts';

/**
 * What the organiser's form starts from: the event (its status and name), its rounds with their
 * stages and prizes (to prefill the prizes), and the Resumo do Evento's money in (the preview).
 */
export function useContasFormData(eventId: number) {
  return useQuery({
    queryKey: ['admin', 'contas-form', eventId],
    queryFn: async ({ signal }) => {
      const [event, rounds, summary] = await Promise.all([
        apiClient.GET('/api/events/{id}', { params: { path: { id: eventId } }, signal }),
        apiClient.GET('/api/events/{id}/rounds', { params: { path: { id: eventId } }, signal }),
        apiClient.GET('/api/reports/summary', { params: { query: { event_id: eventId } }, signal }),
      ]);
      return { event, rounds, summary };
    },
    meta: { errorMessage: contasTexts.loadFailed },
  });
}
