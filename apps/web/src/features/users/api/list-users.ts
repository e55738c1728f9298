import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import type { UserListQuery } from '../user-filters';
import { userTexts } from '../user-texts';

/** Every users query starts with this key: one invalidation refreshes them all. */
export const usersKey = ['admin', 'users'] as const;

export type UserPage = ResponseOf<'/api/admin/users', 'get'>;

export function listUsers(query: UserListQuery, signal?: AbortSignal) {
  return apiClient.GET('/api/admin/users', { params: { query }, signal });
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
