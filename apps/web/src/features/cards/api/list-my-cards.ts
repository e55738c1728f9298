import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

/** GET /cards: every card of the signed-in buyer, of every event. */
export function useMyCards() {
  return useQuery({
    queryKey: ['cards', 'mine'] as const,
    queryFn: ({ signal }) => apiClient.GET('/api/cards', { signal }),
    // Cards bought a moment ago must show on the next visit, not after the usual 30 s.
    staleTime: 0,
    // The page shows 'Erro ao carregar cartelas.' itself, with a retry button.
    meta: { silent: true },
  });
}
