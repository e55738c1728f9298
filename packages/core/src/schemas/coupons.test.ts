import { describe, expect, it } from 'vitest';
import { priceOrder } from '../purchases';
import { couponBody } from './coupons';

describe('priceOrder', () => {
  it('prices in centavos: quantity x card price, no float drift', () => {
    expect(priceOrder(0.1, 3)).toEqual({ unitCents: 10, grossCents: 30, discountCents: 0, totalCents: 30 });
    expect(priceOrder(12.5, 4)).toMatchObject({ grossCents: 5000, totalCents: 5000 });
  });

  it('takes a percentual coupon as a percent and a fixo coupon as reais off the total', () => {
    expect(priceOrder(10, 3, { tipo: 'percentual', valor: 15 })).toMatchObject({ discountCents: 450, totalCents: 2550 });
    expect(priceOrder(10, 3, { tipo: 'fixo', valor: 7.5 })).toMatchObject({ discountCents: 750, totalCents: 2250 });
  });

  it('never goes below R$ 1,00, and never adds to a total already below it', () => {
    expect(priceOrder(10, 2, { tipo: 'percentual', valor: 100 })).toMatchObject({ discountCents: 1900, totalCents: 100 });
    expect(priceOrder(10, 1, { tipo: 'fixo', valor: 50 })).toMatchObject({ totalCents: 100 });
    expect(priceOrder(0.5, 1, { tipo: 'fixo', valor: 5 })).toMatchObject({ discountCents: 0, totalCents: 50 });
  });
});

describe('couponBody', () => {
  it('upper-cases the code and checks value and quantity', () => {
    expect(couponBody.parse({ codigo: ' natal-10 ', tipo: 'percentual', valor: '10', quantidade: 2 })).toEqual({
      codigo: 'NATAL-10',
      tipo: 'percentual',
      valor: 10,
      quantidade: 2,
      ativo: true,
    });
    expect(couponBody.safeParse({ codigo: 'X1', tipo: 'fixo', valor: 5, quantidade: 1 }).success).toBe(false);
    expect(couponBody.safeParse({ codigo: 'FIXO', tipo: 'fixo', valor: 150, quantidade: 1 }).success).toBe(true);
    expect(couponBody.safeParse({ codigo: 'PCT', tipo: 'percentual', valor: 150, quantidade: 1 }).success).toBe(false);
  });
});
