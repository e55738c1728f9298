import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { roundKeys } from '../../../lib/round-lifecycle';

export function listRounds(eventId: number, signal?: AbortSignal) {
  return apiClient.GET('/api/events/{id}/rounds', { params: { path: { id: eventId } }, signal });
}

export function useRounds(eventId: number) {
  return useQuery({
    queryKey: roundKeys.rounds(eventId),
    queryFn: ({ signal }) => listRounds(eventId, signal),
    // Shown in place of the list by the page.
    meta: { silent: true },
  });
}
