import type { EventStatus } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activeEventQuery } from '../../../lib/active-event';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { roundKeys } from '../../../lib/round-lifecycle';
import { eventTexts } from '../event-texts';
import { eventsListKey, type EventList } from './list-events';

export type EventStatusReply = ResponseOf<'/api/events/{id}/status', 'patch'>;

export function setEventStatus({ id, status }: { id: number; status: EventStatus }): Promise<EventStatusReply> {
  return apiClient.PATCH('/api/events/{id}/status', { params: { path: { id } }, body: { status } });
}

export function useSetEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEventStatus,
    onSuccess: ({ evento }) => {
      notifySuccess(eventTexts.statusUpdated);
      // Spec §4: the shown status comes from the reply, not from a second request.
      queryClient.setQueryData<EventList>(eventsListKey, (list) => list?.map((e) => (e.id === evento.id ? evento : e)));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: activeEventQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: roundKeys.event(evento.id) }),
      ]);
    },
    meta: { errorMessage: eventTexts.statusFailed },
  });
}
