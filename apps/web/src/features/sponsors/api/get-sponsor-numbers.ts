import type { Sponsor } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { sponsorsKey } from './list-sponsors';

export const sponsorNumbersKey = (id: number) => [...sponsorsKey, id, 'numbers'] as const;

export function getSponsorNumbers(id: number, signal?: AbortSignal) {
  return apiClient.GET('/api/admin/sponsors/{id}/numbers', { params: { path: { id } }, signal });
}

/**
 * Starts from the numbers the list row already has and reads them again at once. A failed read
 * keeps the row's numbers (the spec counts a failed fetch as no change to show).
 */
export function useSponsorNumbers(sponsor: Sponsor) {
  return useQuery({
    queryKey: sponsorNumbersKey(sponsor.id),
    queryFn: ({ signal }) => getSponsorNumbers(sponsor.id, signal),
    initialData: { numbers: sponsor.numbers },
    initialDataUpdatedAt: 0,
    meta: { silent: true },
  });
}
