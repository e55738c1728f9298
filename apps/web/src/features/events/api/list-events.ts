import type { BingoEvent } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundKeys } from '../../../lib/round-lifecycle';
import { eventTexts } from '../event-texts';

/** Every event query starts with 'events' (list, active event, one event and its rounds). */
export const eventsKey = roundKeys.events;
export const eventsListKey = [...eventsKey, 'list'] as const;

export function listEvents(signal?: AbortSignal): Promise<BingoEvent[]> {
  return api.get<BingoEvent[]>('/events', undefined, signal);
}

export function useEvents() {
  return useQuery({
    queryKey: eventsListKey,
    queryFn: ({ signal }) => listEvents(signal),
    meta: { errorMessage: eventTexts.loadFailed },
  });
}
