import type { BingoEvent } from '@bingo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api/client';
import { firstFrameData, firstFrameMadeAt } from './first-frame';

/**
 * GET /events/open: the events a buyer can buy cards for and follow, the running one first, then
 * the scheduled ones nearest first; the first is the active event. Shared by /comprar and Sorteio,
 * which both let the buyer pick when several are open (decisions.md §6).
 */
export const openEventsQuery = queryOptions({
  queryKey: ['events', 'open'] as const,
  queryFn: async (): Promise<BingoEvent[]> => (await apiClient.GET('/api/events/open')) ?? [],
  // /comprar's first screen comes with them in the page (docs/decisions/037): no request before
  // the line with the event and its price can show.
  initialData: () => firstFrameData('open_events'),
  initialDataUpdatedAt: firstFrameMadeAt,
  // The screens say themselves that nothing is open or that loading failed.
  meta: { silent: true },
});

export function useOpenEvents() {
  return useQuery(openEventsQuery);
}

/** The event named in the address (`?evento=`), if it is on sale, else the first (the active one). */
export function chosenEvent(events: readonly BingoEvent[], wanted: number | null): BingoEvent | null {
  return events.find((event) => event.id === wanted) ?? events[0] ?? null;
}
