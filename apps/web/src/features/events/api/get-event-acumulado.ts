import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { eventsKey } from './list-events';
import { eventTexts } from '../event-texts';

export const eventAcumuladoKey = (eventId: number) => [...eventsKey, eventId, 'acumulado'] as const;

export function getEventAcumulado(id: number, signal?: AbortSignal) {
  return apiClient.GET('/api/events/{id}/acumulado', { params: { path: { id } }, signal });
}

/** The event's Acumulado: its terms, the pot now and every change (docs/decisions/032). */
export function useEventAcumulado(eventId: number, enabled = true) {
  return useQuery({
    queryKey: eventAcumuladoKey(eventId),
    queryFn: ({ signal }) => getEventAcumulado(eventId, signal),
    enabled,
    meta: { errorMessage: eventTexts.acumuladoFailed },
  });
}
