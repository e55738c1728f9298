import { describe, expect, it } from 'vitest';
import { cardListQuery, emptyCardFilters, isWholeBarcode } from './card-filters';

describe('cardListQuery', () => {
  it('asks for physical cards, 20 a page, with no empty filter', () => {
    expect(cardListQuery(emptyCardFilters, 1)).toEqual({ page: 1, limit: 20, status: 'física' });
    expect(cardListQuery({ barcode: '   ', full_name: '', seller_name: ' ', lote: '' }, 3)).toEqual({
      page: 3,
      limit: 20,
      status: 'física',
    });
  });

  it('keeps the filters that hold something, trimmed', () => {
    expect(cardListQuery({ barcode: ' 2000 ', full_name: ' Maria ', seller_name: 'Zé Vendedor', lote: 'Lote Paróquia' }, 1)).toEqual({
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

describe('isWholeBarcode', () => {
  it('is 13 digits, nothing else', () => {
    expect(isWholeBarcode('2000000000015')).toBe(true);
    expect(isWholeBarcode(' 2000000000015 ')).toBe(true);
    expect(isWholeBarcode('200000000001')).toBe(false);
    expect(isWholeBarcode('20000000000150')).toBe(false);
    expect(isWholeBarcode('200000000001a')).toBe(false);
  });
});
