import { useMutation } from '@tanstack/react-query';
import { apiClient, type BodyOf } from '../../../lib/api/client';
import { sellerKey } from './seller-overview';

export type SellBody = BodyOf<'/api/physical-sales', 'post'>;

/** POST /physical-sales in the seller's own name: the card joins play at once. */
export function sellCard(body: SellBody) {
  return apiClient.POST('/api/physical-sales', { body });
}

export function useSellCard() {
  return useMutation({
    mutationFn: sellCard,
    meta: { invalidates: [sellerKey], invalidatesAfterFailure: true, silent: true },
  });
}
