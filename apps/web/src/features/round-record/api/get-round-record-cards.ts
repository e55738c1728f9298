import type { RecordCardSet } from '@bingo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api/client';

/** The cards behind each card-set entry: ids and numbers only. */
export function getRoundRecordCards(roundId: number, signal?: AbortSignal) {
  return apiClient.GET('/api/rounds/{id}/record/cards', { params: { path: { id: roundId } }, signal });
}

/**
 * Loads the cards when a check needs them (Verificar, the card lookup, the download), once: a
 * night's cards can be many, and most visitors only read the balls.
 */
export function useLoadRecordCards(roundId: number): () => Promise<RecordCardSet[]> {
  const queryClient = useQueryClient();
  return useCallback(
    async () =>
      (
        await queryClient.fetchQuery({
          queryKey: ['round-record', roundId, 'cards'] as const,
          queryFn: ({ signal }) => getRoundRecordCards(roundId, signal),
          staleTime: Infinity,
        })
      ).sets,
    [queryClient, roundId],
  );
}
