import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { eventTexts } from '../event-texts';
import { eventsKey } from './list-events';

/** Refused with 409 (and the server's reason, shown as is) once the event has sales or balls. */
export function deleteEvent(id: number) {
  return apiClient.DELETE('/api/events/{id}', { params: { path: { id } } });
}

export function useDeleteEvent() {
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => notifySuccess(eventTexts.deleted),
    meta: { invalidates: [eventsKey], errorMessage: eventTexts.deleteFailed },
  });
}
