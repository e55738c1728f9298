import { describe, expect, it } from 'vitest';
import { ACTIVE_EVENT, cardListQuery, emptyCardFilters, isWholeBarcode } from './card-filters';

describe('cardListQuery', () => {
  it('asks for physical cards, 20 a page, with no empty filter', () => {
    expect(cardListQuery(emptyCardFilters, 1)).toEqual({ page: 1, limit: 20, status: 'física' });
    expect(cardListQuery({ event_id: '', barcode: '   ', full_name: '', seller_name: ' ', lote: '' }, 3)).toEqual({
      page: 3,
      limit: 20,
      status: 'física',
    });
  });

  it('keeps the filters that hold something, trimmed', () => {
    expect(
      cardListQuery({ event_id: '', barcode: ' 2000 ', full_name: ' Maria ', seller_name: 'Zé Vendedor', lote: 'Lote Paróquia' }, 1),
    ).toEqual({
      page: 1,
      limit: 20,
      status: 'física',
      barcode: '2000',
      full_name: 'Maria',
      seller_name: 'Zé Vendedor',
      lote: 'Lote Paróquia',
    });
  });
});

describe('the event filter', () => {
  it('starts on the active event, follows a chosen one, and asks for every event with none', () => {
    expect(emptyCardFilters.event_id).toBe(ACTIVE_EVENT);
    expect(cardListQuery(emptyCardFilters, 1, 7)).toEqual({ page: 1, limit: 20, status: 'física', event_id: 7 });
    expect(cardListQuery({ ...emptyCardFilters, event_id: '12', lote: 'Lote 1' }, 1, 7)).toEqual({
      page: 1,
      limit: 20,
      status: 'física',
      event_id: 12,
      lote: 'Lote 1',
    });
    expect(cardListQuery({ ...emptyCardFilters, event_id: '' }, 1, 7)).toEqual({ page: 1, limit: 20, status: 'física' });
    // No event running or scheduled: the default is every event.
    expect(cardListQuery(emptyCardFilters, 1, undefined)).toEqual({ page: 1, limit: 20, status: 'física' });
  });
});

describe('isWholeBarcode', () => {
  it('is 13 digits, nothing else', () => {
    expect(isWholeBarcode('2000000000015')).toBe(true);
    expect(isWholeBarcode(' 2000000000015 ')).toBe(true);
    expect(isWholeBarcode('200000000001')).toBe(false);
    expect(isWholeBarcode('20000000000150')).toBe(false);
    expect(isWholeBarcode('200000000001a')).toBe(false);
  });
});
