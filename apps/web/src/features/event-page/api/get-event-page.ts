import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

export const eventPageKey = (eventId: number) => ['event-page', eventId] as const;

/** GET /events/{id}/public (no login): everything the event's public page shows (decisions.md §15). */
export function getEventPage(eventId: number, signal?: AbortSignal) {
  return apiClient.GET('/api/events/{id}/public', { params: { path: { id: eventId } }, signal });
}

export function useEventPage(eventId: number) {
  return useQuery({
    queryKey: eventPageKey(eventId),
    queryFn: ({ signal }) => getEventPage(eventId, signal),
    // The page shows the failure in place of its content.
    meta: { silent: true },
  });
}
