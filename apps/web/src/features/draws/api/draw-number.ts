import { isNotInControl, type DrawnNumber } from '@bingo/core';
import { useCallback } from 'react';
import { type MutateOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api-error';
import { drawTexts } from '../draw-texts';
import { dropQueuedDraw, enqueueDraw, readDrawQueue, refuseQueuedDraw } from './draw-queue';
import { drawPanelId } from './draw-panel';
import { newDrawKey } from './draw-key';
import { roundControlKey } from './round-control';

export { newDrawKey };
import { drawnNumbersKey } from './list-drawn-numbers';
import { resultsKey } from './results-key';

/** Shared by the typed form and the clickable board, so both see the balls still on their way. */
export const drawMutationKey = (roundId: number) => ['draws', 'draw', roundId] as const;

/** One ball on its way: the number and the key that makes sending it again safe. */
export interface DrawSend {
  number: number;
  key: string;
}

export function drawNumber(roundId: number, { number, key }: DrawSend) {
  return apiClient.POST('/api/rounds/{id}/draw', {
    params: { path: { id: roundId } },
    body: { number },
    headers: { 'Idempotency-Key': key, 'X-Draw-Panel': drawPanelId(roundId) },
  });
}

/** Only a lost connection is worth sending again; the server's refusals stand. */
const whileUnreachable = (_failures: number, error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Sends the balls the organiser types, in order, one at a time (docs/decisions/023). While the venue's
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
    onSuccess: (drawn, send) => {
      dropQueuedDraw(roundId, send.key);
      // The badge shows at once; the refetch then confirms the order the server kept.
      queryClient.setQueryData<DrawnNumber[]>(drawnNumbersKey(roundId), (list) =>
        list && !list.some((d) => d.id === drawn.id) ? [...list, drawn] : list,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: drawnNumbersKey(roundId) }),
        queryClient.invalidateQueries({ queryKey: resultsKey(roundId) }),
      ]);
    },
    onError: (error, send) => {
      // A ball refused for lack of control stays in the queue with the refusal shown, until the
      // operator takes control or discards it (decisions.md §14); any other refusal stands.
      if (error instanceof ApiError && isNotInControl(error.message)) {
        refuseQueuedDraw(roundId, send.key, error.message);
        void queryClient.invalidateQueries({ queryKey: roundControlKey(roundId) });
      } else dropQueuedDraw(roundId, send.key);
    },
    meta: { errorMessage: drawTexts.drawFailed },
  });
  const { mutate } = mutation;
  const send = useCallback(
    (draw: DrawSend, options?: MutateOptions<DrawnNumber, unknown, DrawSend>) => {
      // Kept in the browser before it leaves: a reload or a crash from here on still has it.
      enqueueDraw(roundId, draw);
      mutate(draw, options);
    },
    [roundId, mutate],
  );
  /** Sends again, in order and with their own keys, the queued balls this tab is not sending. */
  const resume = useCallback(() => {
    const sending = new Set(
      queryClient
        .getMutationCache()
        .findAll({ mutationKey: drawMutationKey(roundId), status: 'pending' })
        .map((m) => (m.state.variables as DrawSend).key),
    );
    for (const queued of readDrawQueue(roundId)) {
      if (!queued.refusal && !sending.has(queued.key)) send({ number: queued.number, key: queued.key });
    }
  }, [queryClient, roundId, send]);
  return {
    ...mutation,
    mutate: (number: number, options?: MutateOptions<DrawnNumber, unknown, DrawSend>) => send({ number, key: newDrawKey() }, options),
    resume,
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
