import { apiClient } from '../../../lib/api/client';

/** Adds numbers to a sponsor (idempotent); answers all of the sponsor's numbers. */
export function addSponsorNumbers(id: number, numbers: number[]) {
  return apiClient.POST('/api/admin/sponsors/{id}/numbers', { params: { path: { id } }, body: { numbers } });
}
