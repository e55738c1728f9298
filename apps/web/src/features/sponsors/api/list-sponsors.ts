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

/** One event's sponsors (the query names it); `enabled` false waits until the event is known. */
export function useSponsors(query: SponsorListQuery, enabled = true) {
  return useQuery({
    queryKey: [...sponsorsKey, 'list', query],
    queryFn: ({ signal }) => listSponsors(query, signal),
    enabled,
    // The table keeps showing the current page while the next one of the same event loads,
    // instead of flashing empty; another event's sponsors are never shown under this one's name.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as SponsorListQuery | undefined)?.event_id === query.event_id ? keepPreviousData(previous) : undefined,
    meta: { errorMessage: sponsorTexts.loadFailed },
  });
}
