import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

export const batchesKey = ['admin', 'card-batches'] as const;

export function listBatches(signal?: AbortSignal) {
  return apiClient.GET('/api/card-batches', { signal });
}

export function useBatches() {
  return useQuery({
    queryKey: batchesKey,
    queryFn: ({ signal }) => listBatches(signal),
    // Sales registered on the physical cards screen change the sold counts: read them on every visit.
    staleTime: 0,
    // The page shows the failure itself, with a retry button.
    meta: { silent: true },
  });
}
