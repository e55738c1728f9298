import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { eventTexts } from '../event-texts';
import { eventsKey } from './list-events';

/** Refused with 409 (and the server's reason, shown as is) once the event has sales or balls. */
export function deleteEvent(id: number): Promise<{ message: string }> {
  return api.delete(`/events/${id}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => {
      notifySuccess(eventTexts.deleted);
      return queryClient.invalidateQueries({ queryKey: eventsKey });
    },
    meta: { errorMessage: eventTexts.deleteFailed },
  });
}
