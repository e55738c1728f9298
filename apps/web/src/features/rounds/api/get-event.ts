import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { roundKeys } from '../../../lib/round-lifecycle';

export function getEvent(id: number, signal?: AbortSignal) {
  return apiClient.GET('/api/events/{id}', { params: { path: { id } }, signal });
}

export function useEvent(id: number) {
  return useQuery({
    queryKey: roundKeys.event(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    // The page says what went wrong in place of its content (e.g. 'Evento não encontrado.').
    meta: { silent: true },
  });
}
