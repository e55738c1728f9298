import type { Round } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { roundKeys } from '../../../lib/round-lifecycle';
import { roundTexts } from '../round-texts';

/** A running round is refused (409, the server's reason shown). */
export function deleteRound(round: Pick<Round, 'id' | 'event_id'>) {
  return apiClient.DELETE('/api/rounds/{id}', { params: { path: { id: round.id } } });
}

export function useDeleteRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRound,
    onSuccess: (_reply, round) => {
      notifySuccess(roundTexts.deleted);
      queryClient.removeQueries({ queryKey: roundKeys.round(round.id) });
      return queryClient.invalidateQueries({ queryKey: roundKeys.event(round.event_id) });
    },
    meta: { errorMessage: roundTexts.deleteFailed },
  });
}
