import type { DrawnNumber } from '@bingo/core';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { drawTexts } from '../draw-texts';
import { drawnNumbersKey } from './list-drawn-numbers';
import { resultsKey } from './results-key';

/** Shared by the typed form and the clickable board, so both see the balls still on their way. */
export const drawMutationKey = (roundId: number) => ['draws', 'draw', roundId] as const;

export function drawNumber(roundId: number, number: number) {
  return apiClient.POST('/api/rounds/{id}/draw', { params: { path: { id: roundId } }, body: { number } });
}

export function useDrawNumber(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: drawMutationKey(roundId),
    mutationFn: (number: number) => drawNumber(roundId, number),
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
}

/** Balls sent and not answered yet: the board shows them as taken and the form refuses them. */
export function usePendingDraws(roundId: number): number[] {
  return useMutationState({
    filters: { mutationKey: drawMutationKey(roundId), status: 'pending' },
    select: (mutation) => mutation.state.variables as number,
  });
}
