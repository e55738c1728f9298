import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import { drawnPageData } from '../../../lib/page-snapshot';
import { paths } from '../../../lib/paths';

type MyCards = ResponseOf<'/api/cards', 'get'>;

/**
 * The cards the entry drew the page with before the code arrived: the last visit's copy
 * (docs/decisions/048) or the answer it asked for itself (049). The first render shows them as
 * drawn; a copy's are asked for again at once.
 */
function drawnCards() {
  const drawn = drawnPageData(paths.minhasCartelas);
  return drawn && Array.isArray(drawn.data) ? { cards: drawn.data as MyCards, updatedAt: drawn.updatedAt } : undefined;
}

/** GET /cards: every card of the signed-in buyer, of every event. */
const myCardsQuery = queryOptions({
  queryKey: ['cards', 'mine'] as const,
  queryFn: ({ signal }) => apiClient.GET('/api/cards', { signal }),
  initialData: () => drawnCards()?.cards,
  // A copy's cards are as old as can be: asked for again as soon as the page shows them.
  initialDataUpdatedAt: () => drawnCards()?.updatedAt ?? 0,
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
