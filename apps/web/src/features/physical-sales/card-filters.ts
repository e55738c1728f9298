import { PHYSICAL_PAGE_SIZE } from '@bingo/core';

/** What the filter card holds; '' means "any". */
export interface CardFilters {
  barcode: string;
  full_name: string;
  seller_name: string;
  lote: string;
}

export const emptyCardFilters: CardFilters = { barcode: '', full_name: '', seller_name: '', lote: '' };

export type CardListQuery = { page: number; limit: number; status: 'física' } & Partial<CardFilters>;

/**
 * The list's query string: always physical cards (spec §3's default), 20 a page (§9), and only
 * the filters that hold something, trimmed (§5). The same object is the cache key, so "  " and ""
 * share one entry.
 */
export function cardListQuery(filters: CardFilters, page: number): CardListQuery {
  const query: CardListQuery = { page, limit: PHYSICAL_PAGE_SIZE, status: 'física' };
  for (const key of Object.keys(emptyCardFilters) as (keyof CardFilters)[]) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

/** A whole EAN-13 as typed or scanned: it names one card, so it opens that card instead of filtering. */
export function isWholeBarcode(value: string): boolean {
  return /^\d{13}$/.test(value.trim());
}
