import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import type { EventRequest } from '../event-form';
import { eventTexts } from '../event-texts';
import { eventsKey } from './list-events';

export function updateEvent({ id, body }: { id: number; body: EventRequest }) {
  return apiClient.PATCH('/api/events/{id}', { params: { path: { id } }, body });
}

export function useUpdateEvent() {
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => notifySuccess(eventTexts.updated),
    meta: { invalidates: [eventsKey], errorMessage: eventTexts.saveFailed },
  });
}
