import type { EventStatus } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activeEventQuery } from '../../../lib/active-event';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { roundKeys } from '../../../lib/round-lifecycle';
import { eventTexts } from '../event-texts';
import { eventsListKey, type EventList } from './list-events';

export type EventStatusReply = ResponseOf<'/api/events/{id}/status', 'patch'>;

interface StatusChange {
  id: number;
  status: EventStatus;
  finishRunning?: boolean;
  /** Reopening a finished event: kept with who and when (decisions.md §14). */
  reason?: string;
}

/** `finishRunning`: "Finalizar {nome} e iniciar este", the running event is finished in the same step. */
export function setEventStatus({ id, status, finishRunning = false, reason }: StatusChange) {
  return apiClient.PATCH('/api/events/{id}/status', {
    params: { path: { id } },
    body: { status, ...(finishRunning ? { finish_running: true } : {}), ...(reason ? { reason } : {}) },
  });
}

export function useSetEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEventStatus,
    onSuccess: ({ evento }, { finishRunning, reason }) => {
      notifySuccess(reason ? eventTexts.reopened : eventTexts.statusUpdated);
      // Spec §4: the shown status comes from the reply, not from a second request.
      queryClient.setQueryData<EventList>(eventsListKey, (list) => list?.map((e) => (e.id === evento.id ? evento : e)));
      return Promise.all([
        // Starting this one finished the other running event: the list is read again for it.
        finishRunning ? queryClient.invalidateQueries({ queryKey: eventsListKey }) : null,
        queryClient.invalidateQueries({ queryKey: activeEventQuery.queryKey }),
        // The event's rounds and its reopenings sit under it.
        queryClient.invalidateQueries({ queryKey: roundKeys.event(evento.id) }),
      ]);
    },
    meta: { errorMessage: eventTexts.statusFailed },
  });
}
