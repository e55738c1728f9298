import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { eventsKey } from './list-events';
import { eventTexts } from '../event-texts';

export const eventReopeningsKey = (eventId: number) => [...eventsKey, eventId, 'reopenings'] as const;

export function listEventReopenings(id: number, signal?: AbortSignal) {
  return apiClient.GET('/api/events/{id}/reopenings', { params: { path: { id } }, signal });
}

/** Who reopened a finished event, when and why (decisions.md §14), oldest first. */
export function useEventReopenings(eventId: number, enabled = true) {
  return useQuery({
    queryKey: eventReopeningsKey(eventId),
    queryFn: ({ signal }) => listEventReopenings(eventId, signal),
    enabled,
    meta: { errorMessage: eventTexts.reopeningsFailed },
  });
}
