import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type BodyOf } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { contasTexts } from '../contas-texts';
import { contasKeys } from './contas';

export type ContasRequest = BodyOf<'/api/events/{id}/contas', 'post'>;

/** POST /events/{id}/contas: a new frozen version; the older ones stay public (decisions.md §15). */
export function publishContas({ eventId, body }: { eventId: number; body: ContasRequest }) {
  return apiClient.POST('/api/events/{id}/contas', { params: { path: { id: eventId } }, body });
}

export function usePublishContas(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishContas,
    onSuccess: (published) => {
      notifySuccess(contasTexts.published(published.version));
      return queryClient.invalidateQueries({ queryKey: contasKeys.event(eventId) });
    },
    meta: { errorMessage: contasTexts.publishFailed },
  });
}
