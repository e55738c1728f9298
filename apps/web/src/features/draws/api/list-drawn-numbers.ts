import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { roundKeys } from '../../../lib/round-lifecycle';

export const drawnNumbersKey = (roundId: number) => [...roundKeys.round(roundId), 'drawn-numbers'] as const;

/** In draw order, each with the id its removal needs. */
export function listDrawnNumbers(roundId: number, signal?: AbortSignal) {
  return apiClient.GET('/api/rounds/{id}/drawn-numbers', { params: { path: { id: roundId } }, signal });
}

export function useDrawnNumbers(roundId: number) {
  return useQuery({
    queryKey: drawnNumbersKey(roundId),
    queryFn: ({ signal }) => listDrawnNumbers(roundId, signal),
    meta: { silent: true },
  });
}
