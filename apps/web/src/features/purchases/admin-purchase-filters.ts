import { PURCHASE_STATUSES, type PurchaseStatus } from '@bingo/core';
import type { AdminPurchaseListQuery } from './api/admin-purchases';

/** What the filters card holds; '' means "todos". */
export interface AdminPurchaseFilters {
  search: string;
  status: '' | PurchaseStatus;
  event_id: string;
  review: '' | 'true' | 'false';
}

export const emptyPurchaseFilters: AdminPurchaseFilters = { search: '', status: '', event_id: '', review: '' };

/**
 * The filters a link may open the list with (the organiser's home: ?revisao=1, ?status=pendente);
 * anything else in the address is ignored.
 */
export function filtersFromAddress(search: string): AdminPurchaseFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  return {
    ...emptyPurchaseFilters,
    status: (PURCHASE_STATUSES as readonly string[]).includes(status) ? (status as PurchaseStatus) : '',
    review: params.get('revisao') === '1' ? 'true' : '',
  };
}

/** The list's query string and cache key: empty filters dropped, the search trimmed. */
export function adminPurchaseQuery(filters: AdminPurchaseFilters, page: number): AdminPurchaseListQuery {
  const query: AdminPurchaseListQuery = { page };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.status) query.status = filters.status;
  if (filters.event_id) query.event_id = Number(filters.event_id);
  if (filters.review) query.review = filters.review;
  return query;
}
