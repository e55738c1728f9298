import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { batchTexts } from '../batch-texts';
import { batchesKey } from './list-batches';

/** POST /card-batches/{id}/returns with every unsold card of the batch: they are voided (decisions.md §15). */
export function returnUnsoldCards(id: number) {
  return apiClient.POST('/api/card-batches/{id}/returns', { params: { path: { id } }, body: { all_unsold: true } });
}

export function useReturnUnsoldCards() {
  return useMutation({
    mutationFn: returnUnsoldCards,
    onSuccess: (reply) => notifySuccess(reply.message),
    meta: { invalidates: [batchesKey], invalidatesAfterFailure: true, errorMessage: batchTexts.returnFailed },
  });
}
