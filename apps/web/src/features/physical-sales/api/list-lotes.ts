import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { physicalCardsKey } from './list-cards';

export function listLotes(eventId: number | undefined, signal?: AbortSignal) {
  return apiClient.GET('/api/cards/lotes', { params: { query: eventId ? { event_id: eventId } : {} }, signal });
}

/**
 * The batch names of one event (or of all) for the lote filter: names repeat across events.
 * Fresh on every visit, since batches come and go elsewhere.
 */
export function useLotes(eventId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [...physicalCardsKey, 'lotes', eventId ?? null],
    queryFn: ({ signal }) => listLotes(eventId, signal),
    enabled,
    staleTime: 0,
    // Without the names the filter is only shorter: the list's own failure says enough.
    meta: { silent: true },
  });
}
