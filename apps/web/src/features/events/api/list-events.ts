import { useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import { roundKeys } from '../../../lib/round-lifecycle';
import { eventTexts } from '../event-texts';

/** Every event query starts with 'events' (list, active event, one event and its rounds). */
export const eventsKey = roundKeys.events;
export const eventsListKey = [...eventsKey, 'list'] as const;

export type EventList = ResponseOf<'/api/events', 'get'>;
export type EventRow = EventList[number];

export function listEvents(signal?: AbortSignal) {
  return apiClient.GET('/api/events', { signal });
}

/** The events list; a screen that shows it for another purpose may name its own failure text. */
export function useEvents(errorMessage: string = eventTexts.loadFailed) {
  return useQuery({
    queryKey: eventsListKey,
    queryFn: ({ signal }) => listEvents(signal),
    meta: { errorMessage },
  });
}
