import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { HOME_REFRESH_MS } from '../home-texts';

/** GET /reports/attention: the counts behind the home's alerts. */
export function useNightAttention(eventId: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'home', 'attention', eventId],
    queryFn: ({ signal }) => apiClient.GET('/api/reports/attention', { params: { query: { event_id: eventId } }, signal }),
    enabled: eventId !== undefined,
    refetchInterval: HOME_REFRESH_MS,
    meta: { silent: true },
  });
}
