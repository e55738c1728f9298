import type { DrawnNumber } from '@bingo/core';
import { type MutateOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api-error';
import { drawTexts } from '../draw-texts';
import { drawnNumbersKey } from './list-drawn-numbers';
import { resultsKey } from './results-key';

/** Shared by the typed form and the clickable board, so both see the balls still on their way. */
export const drawMutationKey = (roundId: number) => ['draws', 'draw', roundId] as const;

/** One ball on its way: the number and the key that makes sending it again safe. */
export interface DrawSend {
  number: number;
  key: string;
}

/**
 * A fresh Idempotency-Key. Not crypto.randomUUID: browsers offer it only on https or localhost, and
 * a parish may well open the panel at http://192.168.0.10.
 */
export function newDrawKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function drawNumber(roundId: number, { number, key }: DrawSend) {
  return apiClient.POST('/api/rounds/{id}/draw', {
    params: { path: { id: roundId } },
    body: { number },
    headers: { 'Idempotency-Key': key },
  });
}

/** Only a lost connection is worth sending again; the server's refusals stand. */
const whileUnreachable = (_failures: number, error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Sends the balls the organiser types, in order, one at a time (issue 16.2). While the venue's
 * Wi-Fi is down they wait in the browser (the mutation pauses) and go out when it returns; a send
 * whose answer was lost goes again with the same key, and the server answers the ball it stored.
 */
export function useDrawNumber(roundId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: drawMutationKey(roundId),
    mutationFn: (send: DrawSend) => drawNumber(roundId, send),
    scope: { id: `draw-${roundId}` },
    retry: whileUnreachable,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
    onSuccess: (drawn) => {
      // The badge shows at once; the refetch then confirms the order the server kept.
      queryClient.setQueryData<DrawnNumber[]>(drawnNumbersKey(roundId), (list) =>
        list && !list.some((d) => d.id === drawn.id) ? [...list, drawn] : list,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: drawnNumbersKey(roundId) }),
        queryClient.invalidateQueries({ queryKey: resultsKey(roundId) }),
      ]);
    },
    meta: { errorMessage: drawTexts.drawFailed },
  });
  return {
    ...mutation,
    mutate: (number: number, options?: MutateOptions<DrawnNumber, unknown, DrawSend>) =>
      mutation.mutate({ number, key: newDrawKey() }, options),
  };
}

/** Balls sent and not answered yet: the board shows them as taken and the form refuses them. */
export function usePendingDraws(roundId: number): number[] {
  return useMutationState({
    filters: { mutationKey: drawMutationKey(roundId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as DrawSend).number,
  });
}

/** Balls waiting for the connection: paused while offline, or sent again after a lost answer. */
export function useQueuedDraws(roundId: number): number {
  return useMutationState({
    filters: { mutationKey: drawMutationKey(roundId), status: 'pending' },
    select: (mutation) => mutation.state.isPaused || mutation.state.failureCount > 0,
  }).filter(Boolean).length;
}
