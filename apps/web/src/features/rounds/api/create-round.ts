import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { roundKeys } from '../../../lib/round-lifecycle';
import type { RoundRequest } from '../round-form';
import { roundTexts } from '../round-texts';

export function createRound({ eventId, body }: { eventId: number; body: RoundRequest }) {
  return apiClient.POST('/api/events/{id}/rounds', { params: { path: { id: eventId } }, body });
}

export function useCreateRound() {
  return useMutation({
    mutationFn: createRound,
    onSuccess: () => notifySuccess(roundTexts.created),
    // A round created running starts its event: every event query may have changed.
    meta: { invalidates: [roundKeys.events], errorMessage: roundTexts.saveFailed },
  });
}
