import type { DrawnNumber } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { drawTexts } from '../draw-texts';
import { drawnNumbersKey } from './list-drawn-numbers';
import { resultsKey } from './results-key';

/** The reason goes into the round's public record (docs/decisions/015); the server refuses a removal without one. */
export function removeDrawnNumber(roundId: number, drawnId: number, reason: string) {
  return apiClient.DELETE('/api/rounds/{id}/drawn-numbers/{numberId}', {
    params: { path: { id: roundId, numberId: drawnId } },
    body: { reason },
  });
}

export function useRemoveDrawnNumber(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ drawn, reason }: { drawn: DrawnNumber; reason: string }) => removeDrawnNumber(roundId, drawn.id, reason),
    onSuccess: (_reply, { drawn }) => {
      notifySuccess(drawTexts.removed);
      queryClient.setQueryData<DrawnNumber[]>(drawnNumbersKey(roundId), (list) => list?.filter((d) => d.id !== drawn.id));
    },
    meta: { invalidates: [drawnNumbersKey(roundId), resultsKey(roundId)], errorMessage: drawTexts.removeFailed },
  });
}
