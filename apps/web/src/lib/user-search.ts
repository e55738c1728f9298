import type { User } from '@bingo/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api/client';

/** What a user picker offers: enough to tell two people of the same name apart. */
export type UserOption = Pick<User, 'id' | 'name' | 'email'>;

const SUGGESTIONS = 8;

/**
 * Active users whose name contains `name` (GET /admin/users), for the pickers of the batches and
 * physical cards screens. It lives here, not in a feature, because both features pick users.
 */
export function userSearchQuery(name: string) {
  const term = name.trim();
  return queryOptions({
    queryKey: ['admin', 'users', 'search', term] as const,
    queryFn: async ({ signal }): Promise<UserOption[]> => {
      const page = await apiClient.GET('/api/admin/users', {
        params: { query: { name: term, active: 'true', limit: SUGGESTIONS } },
        signal,
      });
      return page.items.map(({ id, name, email }) => ({ id, name, email }));
    },
    staleTime: 60_000,
  });
}
