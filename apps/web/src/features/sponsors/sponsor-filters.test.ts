import { describe, expect, it } from 'vitest';
import { emptyFilters, sponsorListQuery } from './sponsor-filters';

describe('sponsorListQuery', () => {
  it("asks for the event's sponsors, drops empty filters and trims the name (spec §5)", () => {
    expect(sponsorListQuery(4, emptyFilters, 1, 20)).toEqual({ event_id: 4, page: 1, limit: 20 });
    expect(sponsorListQuery(4, { name: '   ', payment_status: '', payment_method: '' }, 2, 50)).toEqual({
      event_id: 4,
      page: 2,
      limit: 50,
    });
  });

  it('keeps the filters that have a value', () => {
    expect(sponsorListQuery(7, { name: ' Padaria ', payment_status: 'pago', payment_method: 'PIX' }, 1, 10)).toEqual({
      event_id: 7,
      page: 1,
      limit: 10,
      name: 'Padaria',
      payment_status: 'pago',
      payment_method: 'PIX',
    });
  });
});
