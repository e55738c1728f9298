import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import type { EventRequest } from '../event-form';
import { eventTexts } from '../event-texts';
import { eventsKey } from './list-events';

export function createEvent(body: EventRequest) {
  return apiClient.POST('/api/events', { body });
}

export function useCreateEvent() {
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => notifySuccess(eventTexts.created),
    // A new scheduled event may become the active one.
    meta: { invalidates: [eventsKey], errorMessage: eventTexts.saveFailed },
  });
}
