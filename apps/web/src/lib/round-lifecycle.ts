import type { Round } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api/client';
import { notifySuccess } from './notify';

/**
 * Query keys and the start/finish calls of a round. The rounds list and the round panel are two
 * features that both start and finish rounds and must see each other's changes, so the keys they
 * share live here rather than in either of them.
 */
export const roundKeys = {
  /** Every event query (the list, the active event, one event and its rounds). */
  events: ['events'] as const,
  /** GET /events/:id; its rounds sit under it, so invalidating this refreshes both. */
  event: (eventId: number) => ['events', eventId] as const,
  rounds: (eventId: number) => ['events', eventId, 'rounds'] as const,
  /** GET /rounds/:id; its balls and results sit under it. */
  round: (roundId: number) => ['rounds', roundId] as const,
};

export const roundLifecycleTexts = {
  started: 'Rodada iniciada',
  finished: 'Rodada finalizada',
  reopened: 'Rodada reaberta',
  failed: 'Erro ao mudar status',
} as const;

type Action = 'start' | 'finish' | 'reopen';

/** `reason`: only for a reopen, which goes into the round's public record (decisions.md §14). */
function changeRound(id: number, action: Action, reason?: string) {
  if (action === 'reopen') return apiClient.POST('/api/rounds/{id}/reopen', { params: { path: { id } }, body: { reason: reason ?? '' } });
  return apiClient.POST(`/api/rounds/{id}/${action}`, { params: { path: { id } } });
}

const doneText: Record<Action, string> = {
  start: roundLifecycleTexts.started,
  finish: roundLifecycleTexts.finished,
  reopen: roundLifecycleTexts.reopened,
};

/** POST /rounds/:id/start, /finish and /reopen. Starting a round may start its event too (decisions.md §3). */
export function useRoundLifecycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ round, action, reason }: { round: Pick<Round, 'id' | 'event_id'>; action: Action; reason?: string }) =>
      changeRound(round.id, action, reason),
    onSuccess: async (round, { action }) => {
      notifySuccess(doneText[action]);
      queryClient.setQueryData(roundKeys.round(round.id), round);
      // The event's status may have moved too: the events list and the sidebar's box show it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roundKeys.events }),
        queryClient.invalidateQueries({ queryKey: roundKeys.round(round.id) }),
      ]);
    },
    meta: { errorMessage: roundLifecycleTexts.failed },
  });
}
