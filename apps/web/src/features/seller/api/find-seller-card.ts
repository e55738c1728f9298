import { useMutation } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';

export type SellerCardData = ResponseOf<'/api/physical-sales/mine/card', 'get'>;

export function findSellerCard(code: string) {
  return apiClient.GET('/api/physical-sales/mine/card', { params: { query: { code } } });
}

/** GET /physical-sales/mine/card: a card of the seller's batches by barcode or number; the screen shows the refusal. */
export function useFindSellerCard() {
  return useMutation({ mutationFn: findSellerCard, meta: { silent: true } });
}
