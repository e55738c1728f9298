import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { physicalCardsKey } from './list-cards';

/** POST /physical-sales/{id}/swap: "Trocar cartela" from the physical cards list (decisions.md §14, §15). */
export function swapSale({ saleId, swap }: { saleId: number; swap: { to_card_id: number; reason: string } }) {
  return apiClient.POST('/api/physical-sales/{id}/swap', { params: { path: { id: saleId } }, body: swap });
}

export function useSwapSale() {
  return useMutation({
    mutationFn: swapSale,
    onSuccess: (reply) => notifySuccess(reply.message),
    // The dialog shows the server's refusal itself, next to what was typed.
    meta: { invalidates: [physicalCardsKey], invalidatesAfterFailure: true, silent: true },
  });
}
