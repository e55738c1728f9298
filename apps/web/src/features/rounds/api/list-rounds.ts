import type { Round } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundKeys } from '../../../lib/round-lifecycle';

export function listRounds(eventId: number, signal?: AbortSignal): Promise<Round[]> {
  return api.get<Round[]>(`/events/${eventId}/rounds`, undefined, signal);
}

export function useRounds(eventId: number) {
  return useQuery({
    queryKey: roundKeys.rounds(eventId),
    queryFn: ({ signal }) => listRounds(eventId, signal),
    // Shown in place of the list by the page.
    meta: { silent: true },
  });
}
