import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { sellerKey } from './seller-overview';

/** POST /physical-sales/{id}/swap: the seller's sale moves to the right card, with why (decisions.md §14, §15). */
export function swapMySale({ saleId, swap }: { saleId: number; swap: { to_card_id: number; reason: string } }) {
  return apiClient.POST('/api/physical-sales/{id}/swap', { params: { path: { id: saleId } }, body: swap });
}

export function useSwapMySale() {
  return useMutation({
    mutationFn: swapMySale,
    onSuccess: (reply) => notifySuccess(reply.message),
    // The dialog shows the server's refusal itself, next to what was typed.
    meta: { invalidates: [sellerKey], invalidatesAfterFailure: true, silent: true },
  });
}
