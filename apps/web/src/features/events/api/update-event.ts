import type { BingoEvent } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import type { EventRequest } from '../event-form';
import { eventTexts } from '../event-texts';
import { eventsKey } from './list-events';

export function updateEvent({ id, body }: { id: number; body: EventRequest }): Promise<BingoEvent> {
  return api.patch<BingoEvent>(`/events/${id}`, body);
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => {
      notifySuccess(eventTexts.updated);
      return queryClient.invalidateQueries({ queryKey: eventsKey });
    },
    meta: { errorMessage: eventTexts.saveFailed },
  });
}
