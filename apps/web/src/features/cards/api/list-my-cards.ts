import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import { snapshotData } from '../../../lib/page-snapshot';
import { paths } from '../../../lib/paths';

type MyCards = ResponseOf<'/api/cards', 'get'>;

/**
 * The cards the page was last drawn with, when the entry drew that copy (docs/decisions/048): the
 * first render shows them as drawn, and they are asked for again at once.
 */
function drawnCards(): MyCards | undefined {
  const kept = snapshotData(paths.minhasCartelas);
  return kept && Array.isArray(kept.data) ? (kept.data as MyCards) : undefined;
}

/** GET /cards: every card of the signed-in buyer, of every event. */
const myCardsQuery = queryOptions({
  queryKey: ['cards', 'mine'] as const,
  queryFn: ({ signal }) => apiClient.GET('/api/cards', { signal }),
  initialData: drawnCards,
  // As old as can be: the kept cards are asked for again as soon as the page shows them.
  initialDataUpdatedAt: 0,
  // The copy the router fetched for this visit (prefetchMyCards) is the page's: the page mounts
  // right after, and must not ask a second time.
  staleTime: 2_000,
  // The page shows 'Erro ao carregar cartelas.' itself, with a retry button.
  meta: { silent: true },
});

export function useMyCards() {
  return useQuery(myCardsQuery);
}

/**
 * Started by the router as /minhas-cartelas is asked for, while the page's code is still on its
 * way (docs/decisions/041). Always a fresh copy: cards bought a moment ago must show on the next
 * visit, not after the usual 30 s.
 */
export function prefetchMyCards(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({ ...myCardsQuery, staleTime: 0 });
}
