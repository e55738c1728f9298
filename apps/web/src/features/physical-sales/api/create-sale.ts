import { apiClient } from '../../../lib/api/client';

/** POST /physical-sales: the card is sold by this seller (409 'Esta cartela já foi vendida.' if it was). */
export function createSale(body: { card_id: number; user_id: number }) {
  return apiClient.POST('/api/physical-sales', { body });
}
