import { regulamentoMessages, type Regulamento } from '@bingo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api/client';
import { ApiError } from './api-error';

export const regulamentoKeys = {
  event: (eventId: number) => ['regulamento', eventId] as const,
  version: (eventId: number, version: number | null) => ['regulamento', eventId, version ?? 'latest'] as const,
};

/**
 * GET /events/{id}/regulamento (public): the given version, or the latest when `version` is null.
 * The latest is null when the event has none: shared by the regulamento's pages and /comprar,
 * which asks for its acceptance only then (decisions.md §15).
 */
export function regulamentoQuery(eventId: number, version: number | null = null) {
  return queryOptions({
    queryKey: regulamentoKeys.version(eventId, version),
    queryFn: async ({ signal }): Promise<Regulamento | null> => {
      try {
        return await apiClient.GET('/api/events/{id}/regulamento', {
          params: { path: { id: eventId }, query: version === null ? {} : { version } },
          signal,
        });
      } catch (err) {
        if (version === null && err instanceof ApiError && err.status === 404 && err.message === regulamentoMessages.notFound) return null;
        throw err;
      }
    },
    // The screens say themselves what failed, in place of the text.
    meta: { silent: true },
  });
}

export function useRegulamento(eventId: number, version: number | null = null) {
  return useQuery(regulamentoQuery(eventId, version));
}
