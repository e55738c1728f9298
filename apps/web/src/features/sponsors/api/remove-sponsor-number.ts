import { apiClient } from '../../../lib/api/client';

/** Removes one number from a sponsor (idempotent); answers the numbers left. */
export function removeSponsorNumber(id: number, number: number) {
  return apiClient.DELETE('/api/admin/sponsors/{id}/numbers/{number}', { params: { path: { id, number } } });
}
