import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { roundKeys } from '../../../lib/round-lifecycle';
import type { RoundRequest } from '../round-form';
import { roundTexts } from '../round-texts';

export function updateRound({ id, body }: { id: number; body: RoundRequest }) {
  return apiClient.PATCH('/api/rounds/{id}', { params: { path: { id } }, body });
}

export function useUpdateRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRound,
    onSuccess: (round) => {
      notifySuccess(roundTexts.updated);
      queryClient.setQueryData(roundKeys.round(round.id), round);
    },
    // The form may set the status directly, which may start the event (decisions.md §3).
    meta: { invalidates: [roundKeys.events], errorMessage: roundTexts.saveFailed },
  });
}
