import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { physicalCardsKey } from './list-cards';

export function listLotes(signal?: AbortSignal) {
  return apiClient.GET('/api/cards/lotes', { signal });
}

/** The batch names for the lote filter; fresh on every visit, since batches come and go elsewhere. */
export function useLotes() {
  return useQuery({
    queryKey: [...physicalCardsKey, 'lotes'],
    queryFn: ({ signal }) => listLotes(signal),
    staleTime: 0,
    // Without the names the filter is only shorter: the list's own failure says enough.
    meta: { silent: true },
  });
}
