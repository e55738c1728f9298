import type { SponsorNumbers } from '@bingo/core';
import { api } from '../../../lib/api-client';

/** Removes one number from a sponsor (idempotent); answers the numbers left. */
export function removeSponsorNumber(id: number, number: number): Promise<SponsorNumbers> {
  return api.delete<SponsorNumbers>(`/admin/sponsors/${id}/numbers/${number}`);
}
