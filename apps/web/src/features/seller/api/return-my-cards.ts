import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { sellerTexts } from '../seller-texts';
import { sellerKey } from './seller-overview';

/** POST /card-batches/{id}/returns: the seller hands back the unsold cards shown, voided for good (decisions.md §15). */
export function returnMyCards({ batchId, cardIds }: { batchId: number; cardIds: number[] }) {
  return apiClient.POST('/api/card-batches/{id}/returns', { params: { path: { id: batchId } }, body: { card_ids: cardIds } });
}

export function useReturnMyCards() {
  return useMutation({
    mutationFn: returnMyCards,
    onSuccess: (reply) => notifySuccess(reply.message),
    meta: { invalidates: [sellerKey], invalidatesAfterFailure: true, errorMessage: sellerTexts.returnFailed },
  });
}
