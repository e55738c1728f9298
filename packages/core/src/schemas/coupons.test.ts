import { describe, expect, it } from 'vitest';
import { priceOrder } from '../purchases';
import {
  couponBody,
  couponListItemSchema,
  couponPurchaseSchema,
  couponQuoteSchema,
  couponToggleBody,
  couponValidateQuery,
} from './coupons';

describe('priceOrder', () => {
  it('prices in centavos: quantity x card price, no float drift', () => {
    expect(priceOrder(0.1, 3)).toEqual({ unitCents: 10, grossCents: 30, discountCents: 0, totalCents: 30 });
    expect(priceOrder(12.5, 4)).toMatchObject({ grossCents: 5000, totalCents: 5000 });
  });

  it('takes a percentual coupon as a percent and a fixo coupon as reais off the total', () => {
    expect(priceOrder(10, 3, { tipo: 'percentual', valor: 15 })).toMatchObject({ discountCents: 450, totalCents: 2550 });
    expect(priceOrder(10, 3, { tipo: 'fixo', valor: 7.5 })).toMatchObject({ discountCents: 750, totalCents: 2250 });
  });

  it("rounds a percentual discount to the nearest centavo, a half centavo in the buyer's favour", () => {
    // 15% of R$ 9,99 is 149,85 centavos and 15% of R$ 12,50 is 187,5: the buyer gets 150 and 188 off.
    expect(priceOrder(9.99, 1, { tipo: 'percentual', valor: 15 })).toMatchObject({ discountCents: 150, totalCents: 849 });
    expect(priceOrder(12.5, 1, { tipo: 'percentual', valor: 15 })).toMatchObject({ discountCents: 188, totalCents: 1062 });
    // 10% of R$ 12,34 is 123,4 centavos: 123 off, not 124.
    expect(priceOrder(12.34, 1, { tipo: 'percentual', valor: 10 })).toMatchObject({ discountCents: 123, totalCents: 1111 });
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

describe('couponBody: what the admin form may send', () => {
  const coupon = { codigo: 'NATAL10', tipo: 'fixo', valor: 5, quantidade: 10 };
  const messageOf = (body: object, field: string) =>
    couponBody.safeParse({ ...coupon, ...body }).error?.issues.find((i) => i.path[0] === field)?.message;

  it('takes codes of 3 to 40 letters, numbers, hyphen or underscore', () => {
    expect(couponBody.parse({ ...coupon, codigo: 'ab_' }).codigo).toBe('AB_');
    expect(couponBody.parse({ ...coupon, codigo: 'Z'.repeat(40) }).codigo).toHaveLength(40);
    for (const codigo of [undefined, '', '   ']) expect(messageOf({ codigo }, 'codigo')).toBe('Informe o código do cupom.');
    for (const codigo of ['AB', 'NATAL 10', 'NATAL!', '!NATAL', 'Z'.repeat(41)]) {
      expect(messageOf({ codigo }, 'codigo'), codigo).toBe('Código inválido. Use de 3 a 40 letras, números, hífen ou sublinhado.');
    }
  });

  it('refuses an unknown type with the pt-BR text', () => {
    expect(messageOf({ tipo: 'brinde' }, 'tipo')).toBe('Tipo de cupom inválido. Use percentual ou fixo.');
  });

  it('takes a value from 1 to 1.000.000 in centavos, a percent up to 100', () => {
    expect(couponBody.parse({ ...coupon, valor: 1 }).valor).toBe(1);
    expect(couponBody.parse({ ...coupon, valor: '10.005' }).valor).toBe(10.01);
    expect(couponBody.parse({ ...coupon, valor: 1_000_000 }).valor).toBe(1_000_000);
    expect(couponBody.parse({ ...coupon, tipo: 'percentual', valor: 100 }).valor).toBe(100);
    expect(messageOf({ valor: 'dez' }, 'valor')).toBe('Informe um valor numérico.');
    expect(messageOf({ valor: 0.99 }, 'valor')).toBe('O valor deve ser pelo menos 1.');
    expect(messageOf({ valor: 1_000_001 }, 'valor')).toBe('Valor alto demais.');
    expect(messageOf({ tipo: 'percentual', valor: 100.01 }, 'valor')).toBe('O percentual não pode passar de 100.');
  });

  it('takes 1 to 1.000.000 whole uses', () => {
    expect(couponBody.parse({ ...coupon, quantidade: '1000000' }).quantidade).toBe(1_000_000);
    for (const quantidade of ['x', 0, 1.5]) expect(messageOf({ quantidade }, 'quantidade')).toBe('A quantidade deve ser pelo menos 1.');
    expect(messageOf({ quantidade: 1_000_001 }, 'quantidade')).toBe('Quantidade alta demais.');
  });

  it('keeps a coupon created inactive', () => {
    expect(couponBody.parse({ ...coupon, ativo: false }).ativo).toBe(false);
    expect(couponBody.safeParse({ ...coupon, ativo: 'não' }).success).toBe(false);
  });

  it('sets or toggles ativo, with or without a body', () => {
    for (const body of [null, undefined, {}, { ativo: true }]) expect(couponToggleBody.parse(body)).toEqual(body);
    expect(couponToggleBody.safeParse({ ativo: 'sim' }).success).toBe(false);
  });
});

describe('checking a coupon on /comprar', () => {
  it('reads the code in any case, the quantity (1 by default, up to 100) and the event', () => {
    expect(couponValidateQuery.parse({ codigo: ' natal10 ' })).toEqual({ codigo: 'NATAL10', quantidade: 1 });
    expect(couponValidateQuery.parse({ codigo: 'NATAL10', quantidade: '100', event_id: '2' })).toEqual({
      codigo: 'NATAL10',
      quantidade: 100,
      event_id: 2,
    });
    for (const query of [
      { quantidade: '0' },
      { quantidade: '101' },
      { quantidade: '1.5' },
      { event_id: '0' },
      { event_id: '1.5' },
      { codigo: '' },
    ]) {
      expect(couponValidateQuery.safeParse({ codigo: 'NATAL10', ...query }).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('keeps the coupon with the discount, subtotal and total of the purchase', () => {
    const quote = {
      id: 1,
      codigo: 'NATAL10',
      tipo: 'percentual',
      valor: 10,
      quantidade: 5,
      ativo: true,
      desconto: 3,
      subtotal: 30,
      total: 27,
    };
    expect(couponQuoteSchema.parse(quote)).toEqual(quote);
    expect(couponQuoteSchema.parse({ ...quote, tipo: 'fixo' }).tipo).toBe('fixo');
  });
});

describe('coupon admin replies keep every field', () => {
  it('keeps a coupon of the list with its approved and pending uses', () => {
    const item = {
      id: 1,
      codigo: 'NATAL10',
      tipo: 'fixo',
      valor: 5,
      quantidade: 8,
      ativo: false,
      usos_aprovados: 1,
      usos_pendentes: 1,
      usos_excedentes: 1,
    };
    expect(couponListItemSchema.parse(item)).toEqual(item);
  });

  it('keeps each purchase that used the coupon, for every status', () => {
    const purchase = {
      id: 7,
      full_name: 'Ana',
      email: 'ana@x.com',
      status: 'aprovado',
      quantidade: 3,
      total: 27,
      desconto: 3,
      uso_excedente: false,
      createdAt: '2026-11-20T12:00:00Z',
    };
    for (const status of ['pendente', 'aprovado', 'falhou', 'cancelado', 'estornado', 'contestado']) {
      expect(couponPurchaseSchema.parse({ ...purchase, status })).toEqual({ ...purchase, status });
    }
  });
});
