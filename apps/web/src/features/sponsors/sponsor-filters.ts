import type { PaymentMethod, PaymentStatus } from '@bingo/core';
import type { QueryOf } from '../../lib/api/client';

/** What the filter card holds; '' means "todos". */
export interface SponsorFilters {
  name: string;
  payment_status: PaymentStatus | '';
  payment_method: PaymentMethod | '';
}

export const emptyFilters: SponsorFilters = { name: '', payment_status: '', payment_method: '' };

/** Spec §9: default page size 20, with 10, 20, 50 and 100 to choose from. */
export const DEFAULT_PAGE_SIZE = 20;

export type SponsorListQuery = QueryOf<'/api/admin/sponsors', 'get'> & { page: number; limit: number };

/**
 * The list's query string: the event's sponsors, empty filters dropped (spec §5), the name
 * trimmed. The same object is the cache key, so "  " and "" share one entry.
 */
export function sponsorListQuery(eventId: number, filters: SponsorFilters, page: number, limit: number): SponsorListQuery {
  const query: SponsorListQuery = { event_id: eventId, page, limit };
  const name = filters.name.trim();
  if (name) query.name = name;
  if (filters.payment_status) query.payment_status = filters.payment_status;
  if (filters.payment_method) query.payment_method = filters.payment_method;
  return query;
}
