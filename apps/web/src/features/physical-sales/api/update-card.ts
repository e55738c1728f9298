import { apiClient, type BodyOf } from '../../../lib/api/client';

export type BuyerData = BodyOf<'/api/cards/{id}', 'put'>;

/** PUT /cards/{id}: the buyer's name, contact and address. */
export function updateCard(id: number, body: BuyerData) {
  return apiClient.PUT('/api/cards/{id}', { params: { path: { id } }, body });
}
