import { describe, expect, it } from 'vitest';
import { emptyFilters, sponsorListQuery } from './sponsor-filters';

describe('sponsorListQuery', () => {
  it('drops empty filters and trims the name (spec §5)', () => {
    expect(sponsorListQuery(emptyFilters, 1, 20)).toEqual({ page: 1, limit: 20 });
    expect(sponsorListQuery({ name: '   ', payment_status: '', payment_method: '' }, 2, 50)).toEqual({ page: 2, limit: 50 });
  });

  it('keeps the filters that have a value', () => {
    expect(sponsorListQuery({ name: ' Padaria ', payment_status: 'pago', payment_method: 'PIX' }, 1, 10)).toEqual({
      page: 1,
      limit: 10,
      name: 'Padaria',
      payment_status: 'pago',
      payment_method: 'PIX',
    });
  });
});
