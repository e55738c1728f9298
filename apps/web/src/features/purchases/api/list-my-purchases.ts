import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

/** GET /sales/mine: the buyer's purchases, each with its cards. */
export function useMyPurchases() {
  return useQuery({
    queryKey: ['purchases', 'mine'] as const,
    queryFn: ({ signal }) => apiClient.GET('/api/sales/mine', { signal }),
    // A purchase approved a moment ago must show on the next visit, not 30 s later.
    staleTime: 0,
    // The page shows the spec's red alert itself.
    meta: { silent: true },
  });
}
