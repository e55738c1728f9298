import type { User } from '@bingo/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserListQuery } from '../user-filters';
import { userTexts } from '../user-texts';

/** Every users query starts with this key: one invalidation refreshes them all. */
export const usersKey = ['admin', 'users'] as const;

export interface UserPage {
  items: User[];
  total: number;
}

export function listUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserPage> {
  return api.get<UserPage>('/admin/users', query, signal);
}

export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [...usersKey, 'list', query],
    queryFn: ({ signal }) => listUsers(query, signal),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: userTexts.loadFailed },
  });
}
