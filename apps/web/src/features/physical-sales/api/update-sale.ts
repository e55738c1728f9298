import { apiClient } from '../../../lib/api/client';

/** PUT /physical-sales/{id}: another seller for a sale already made. */
export function updateSale(id: number, userId: number) {
  return apiClient.PUT('/api/physical-sales/{id}', { params: { path: { id } }, body: { user_id: userId } });
}
