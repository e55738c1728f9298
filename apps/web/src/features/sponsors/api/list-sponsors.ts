import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import type { SponsorListQuery } from '../sponsor-filters';
import { sponsorTexts } from '../sponsor-texts';

/** Every sponsors query starts with this key: one invalidation refreshes list, numbers and all. */
export const sponsorsKey = ['admin', 'sponsors'] as const;

export type SponsorPage = ResponseOf<'/api/admin/sponsors', 'get'>;

export function listSponsors(query: SponsorListQuery, signal?: AbortSignal) {
  return apiClient.GET('/api/admin/sponsors', { params: { query }, signal });
}

export function useSponsors(query: SponsorListQuery) {
  return useQuery({
    queryKey: [...sponsorsKey, 'list', query],
    queryFn: ({ signal }) => listSponsors(query, signal),
    // The table keeps showing the current page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    meta: { errorMessage: sponsorTexts.loadFailed },
  });
}
