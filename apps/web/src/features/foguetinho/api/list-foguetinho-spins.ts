import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { foguetinhoTexts } from '../foguetinho-texts';

export const foguetinhoSpinsKey = (eventId: number) => ['events', eventId, 'foguetinho'] as const;

export function listFoguetinhoSpins(id: number, signal?: AbortSignal) {
  return apiClient.GET('/api/events/{id}/foguetinho', { params: { path: { id } }, signal });
}

/** Every spin of the event, oldest first: a second spin for the same prize shows (decisions.md §15). */
export function useFoguetinhoSpins(eventId: number | null) {
  return useQuery({
    queryKey: foguetinhoSpinsKey(eventId ?? 0),
    queryFn: ({ signal }) => listFoguetinhoSpins(eventId!, signal),
    enabled: eventId !== null,
    meta: { errorMessage: foguetinhoTexts.spinsFailed },
  });
}
