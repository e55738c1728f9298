import { describe, expect, it } from 'vitest';
import { emptyPurchaseFilters, filtersFromAddress } from './admin-purchase-filters';

describe('Compras opened from a link (the organiser home alerts)', () => {
  it('takes the review and status filters from the address, and nothing else', () => {
    expect(filtersFromAddress('?revisao=1')).toEqual({ ...emptyPurchaseFilters, review: 'true' });
    expect(filtersFromAddress('?status=pendente')).toEqual({ ...emptyPurchaseFilters, status: 'pendente' });
    expect(filtersFromAddress('?status=hackeado&search=x&revisao=sim')).toEqual(emptyPurchaseFilters);
  });
});
