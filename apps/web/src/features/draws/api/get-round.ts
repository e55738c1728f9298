import type { Round } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundKeys } from '../../../lib/round-lifecycle';

export function getRound(id: number, signal?: AbortSignal): Promise<Round> {
  return api.get<Round>(`/rounds/${id}`, undefined, signal);
}

export function useRound(id: number) {
  return useQuery({
    queryKey: roundKeys.round(id),
    queryFn: ({ signal }) => getRound(id, signal),
    // The panel shows the failure in place of its content.
    meta: { silent: true },
  });
}
