import type { BingoEvent } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundKeys } from '../../../lib/round-lifecycle';

export function getEvent(id: number, signal?: AbortSignal): Promise<BingoEvent> {
  return api.get<BingoEvent>(`/events/${id}`, undefined, signal);
}

export function useEvent(id: number) {
  return useQuery({
    queryKey: roundKeys.event(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    // The page says what went wrong in place of its content (e.g. 'Evento não encontrado.').
    meta: { silent: true },
  });
}
