import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { roundKeys } from '../../../lib/round-lifecycle';

export function getRound(id: number, signal?: AbortSignal) {
  return apiClient.GET('/api/rounds/{id}', { params: { path: { id } }, signal });
}

export function useRound(id: number) {
  return useQuery({
    queryKey: roundKeys.round(id),
    queryFn: ({ signal }) => getRound(id, signal),
    // The panel shows the failure in place of its content.
    meta: { silent: true },
  });
}
