import { PHYSICAL_PAGE_SIZE } from '@bingo/core';

/** The event filter's value before anyone picks one: the active event (spec: default the active event). */
export const ACTIVE_EVENT = 'ativo';

/**
 * What the filter card holds; '' means "any". `event_id` is an event's id, '' for every event, or
 * ACTIVE_EVENT until one is chosen (the active event loads after the screen opens).
 */
export interface CardFilters {
  event_id: string;
  barcode: string;
  full_name: string;
  seller_name: string;
  lote: string;
}

export const emptyCardFilters: CardFilters = { event_id: ACTIVE_EVENT, barcode: '', full_name: '', seller_name: '', lote: '' };

const textFilters = ['barcode', 'full_name', 'seller_name', 'lote'] as const;

export type CardListQuery = { page: number; limit: number; status: 'física'; event_id?: number; claim_locked?: 'true' } & Partial<
  Pick<CardFilters, (typeof textFilters)[number]>
>;

/** The event a filter value names: the active event's id for ACTIVE_EVENT, undefined for every event. */
export function filterEventId(value: string, activeEventId: number | undefined): number | undefined {
  if (value === ACTIVE_EVENT) return activeEventId;
  return value ? Number(value) : undefined;
}

/**
 * The list's query string: always physical cards (spec §3's default), 20 a page (§9), the event,
 * and only the filters that hold something, trimmed (§5). The same object is the cache key, so
 * "  " and "" share one entry.
 */
export function cardListQuery(filters: CardFilters, page: number, activeEventId?: number): CardListQuery {
  const query: CardListQuery = { page, limit: PHYSICAL_PAGE_SIZE, status: 'física' };
  const eventId = filterEventId(filters.event_id, activeEventId);
  if (eventId) query.event_id = eventId;
  for (const key of textFilters) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

/** A whole EAN-13 as typed or scanned: it names one card, so it opens that card instead of filtering. */
export function isWholeBarcode(value: string): boolean {
  return /^\d{13}$/.test(value.trim());
}
