import { apiClient } from '../../../lib/api/client';

/** PUT /physical-sales/{id}: another seller for a sale already made; in a finished event with the correction's reason. */
export function updateSale(id: number, userId: number, reason?: string) {
  return apiClient.PUT('/api/physical-sales/{id}', { params: { path: { id } }, body: { user_id: userId, ...(reason ? { reason } : {}) } });
}
