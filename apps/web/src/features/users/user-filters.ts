import type { QueryOf } from '../../lib/api/client';

/** What the filter card holds; '' means "todos". */
export interface UserFilters {
  name: string;
  email: string;
  active: '' | 'true' | 'false';
  is_admin: '' | 'true' | 'false';
  is_affiliate: '' | 'true' | 'false';
}

export const emptyFilters: UserFilters = { name: '', email: '', active: '', is_admin: '', is_affiliate: '' };

/** Spec §9: default page size 20, with 10, 20, 50 and 100 to choose from. */
export const DEFAULT_PAGE_SIZE = 20;

export type UserListQuery = QueryOf<'/api/admin/users', 'get'> & { page: number; limit: number };

/** The list's query string and cache key: empty filters dropped (spec §5), texts trimmed. */
export function userListQuery(filters: UserFilters, page: number, limit: number): UserListQuery {
  const query: UserListQuery = { page, limit };
  for (const key of ['name', 'email'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  for (const key of ['active', 'is_admin', 'is_affiliate'] as const) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}
