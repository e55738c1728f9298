import { type Contas, contasMessages } from '@bingo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api-error';

export const contasKeys = {
  event: (eventId: number) => ['contas', eventId] as const,
  version: (eventId: number, version: number | null) => ['contas', eventId, version ?? 'latest'] as const,
};

/**
 * GET /events/{id}/contas (public): the given version, or the latest when `version` is null; the
 * latest is null while the event has none (decisions.md §15).
 */
export function contasQuery(eventId: number, version: number | null = null) {
  return queryOptions({
    queryKey: contasKeys.version(eventId, version),
    queryFn: async ({ signal }): Promise<Contas | null> => {
      try {
        return await apiClient.GET('/api/events/{id}/contas', {
          params: { path: { id: eventId }, query: version === null ? {} : { version } },
          signal,
        });
      } catch (err) {
        if (version === null && err instanceof ApiError && err.status === 404 && err.message === contasMessages.notFound) return null;
        throw err;
      }
    },
    // The screens say themselves what failed, in place of the accounts.
    meta: { silent: true },
  });
}

export function useContas(eventId: number, version: number | null = null) {
  return useQuery(contasQuery(eventId, version));
}
