import type { SponsorNumbers } from '@bingo/core';
import { api } from '../../../lib/api-client';

/** Adds numbers to a sponsor (idempotent); answers all of the sponsor's numbers. */
export function addSponsorNumbers(id: number, numbers: number[]): Promise<SponsorNumbers> {
  return api.post<SponsorNumbers>(`/admin/sponsors/${id}/numbers`, { numbers });
}
