import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import type { CardListQuery } from '../card-filters';

/** Every query of this screen starts with this key: one invalidation refreshes them all. */
export const physicalCardsKey = ['admin', 'physical-cards'] as const;

export type CardPage = ResponseOf<'/api/cards/all', 'get'>;

export function listCards(query: CardListQuery, signal?: AbortSignal) {
  return apiClient.GET('/api/cards/all', { params: { query }, signal });
}

/** `enabled` waits for the active event, the event filter's default, so the list is not read twice. */
export function useCards(query: CardListQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...physicalCardsKey, 'list', query],
    queryFn: ({ signal }) => listCards(query, signal),
    // The table keeps showing the current page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    // Batches created or deleted on the other screen change this list: read it on every visit.
    staleTime: 0,
    meta: { silent: true },
  });
}
