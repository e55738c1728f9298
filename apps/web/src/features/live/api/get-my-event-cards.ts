import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

/** GET /cards?event_id=: the signed-in buyer's own cards of one event. */
export function myEventCardsQuery(eventId: number) {
  return queryOptions({
    queryKey: ['cards', 'mine', { eventId }] as const,
    queryFn: ({ signal }) => apiClient.GET('/api/cards', { params: { query: { event_id: eventId } }, signal }),
    // A card bought during the night shows up without a reload.
    refetchInterval: 60_000,
    // The verification screen shows the failure in place of the cards.
    meta: { silent: true },
  });
}

export function useMyEventCards(eventId: number) {
  return useQuery(myEventCardsQuery(eventId));
}
