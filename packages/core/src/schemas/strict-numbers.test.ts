import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminPurchaseQuery } from './admin-purchases';
import { myCardsQuery } from './cards';
import { idInput, idParam, intInput, numberRangeMessage, pageQuery } from './common';
import { couponBody, couponValidateQuery } from './coupons';
import { BALL_RANGE_MESSAGE, drawBody } from './draws';
import { eventBody } from './events';
import { cardsAllQuery, createBatchBody, createSaleBody, loteBody, lotesQuery, settleSalesBody, updateSaleBody } from './physical';
import { reportQuery } from './reports';
import { rankingQuery } from './results';
import { roundBody } from './rounds';
import { sellerOverviewQuery } from './seller';
import { numberParam, sponsorBody, sponsorCopyBody, sponsorEventQuery, sponsorNumbersBody } from './sponsors';

/**
 * Every number a request carries is a JSON number or digits as typed: `true`, `[5]`, '0x10' and
 * '1e3' were read by z.coerce.number as 1, 5, 16 and 1000 (a draw of `{"number": true}` called
 * ball 1, a coupon of `"quantidade": "1e3"` got a thousand uses). Each is refused with a sentence.
 */
const LOOSE: unknown[] = [true, false, [5], ['5'], '0x10', '1e3', '', ' ', '5abc', '½', {}, 'Infinity'];

interface Case {
  schema: z.ZodType;
  base: Record<string, unknown>;
  field: string;
  /** The sentence of the refusal, when the schema names one. */
  message?: string;
  /** Money the web sends as a number (MoneyField): typed digits are refused too. */
  jsonOnly?: boolean;
}

const coupon = { codigo: 'NATAL10', tipo: 'fixo', valor: 5, quantidade: 3 };
const sponsor = { name: 'Padaria' };
const cases: Record<string, Case> = {
  'ball drawn': { schema: drawBody, base: {}, field: 'number', message: BALL_RANGE_MESSAGE },
  'ball in a path': { schema: numberParam, base: {}, field: 'number', message: BALL_RANGE_MESSAGE },
  'coupon value': { schema: couponBody, base: coupon, field: 'valor', message: 'Informe um valor numérico.' },
  'coupon uses': { schema: couponBody, base: coupon, field: 'quantidade', message: 'A quantidade deve ser pelo menos 1.' },
  'coupon quote quantity': {
    schema: couponValidateQuery,
    base: { codigo: 'NATAL10' },
    field: 'quantidade',
    message: 'Informe um número de 1 a 100.',
  },
  'coupon quote event': { schema: couponValidateQuery, base: { codigo: 'NATAL10' }, field: 'event_id', message: 'Evento inválido.' },
  'batch amount': { schema: createBatchBody, base: { name: 'Lote A', user_id: 1 }, field: 'amount', message: 'Informe a quantidade.' },
  'batch seller': { schema: createBatchBody, base: { name: 'Lote A', amount: 5 }, field: 'user_id', message: 'Selecione o responsável.' },
  'batch event': {
    schema: createBatchBody,
    base: { name: 'Lote A', amount: 5, user_id: 1 },
    field: 'event_id',
    message: 'Evento inválido.',
  },
  'lote quantity': { schema: loteBody, base: { lote: 'Lote A' }, field: 'quantidade', message: 'Informe a quantidade.' },
  'lotes event': { schema: lotesQuery, base: {}, field: 'event_id', message: 'Evento inválido.' },
  'sale seller': { schema: createSaleBody, base: { card_id: 1 }, field: 'user_id', message: 'Selecione um vendedor.' },
  'sale card': { schema: createSaleBody, base: { user_id: 1 }, field: 'card_id', message: 'Cartela inválida.' },
  'sale amount': {
    schema: updateSaleBody,
    base: {},
    field: 'amount',
    message: 'Informe o valor da venda, por exemplo 10,00.',
    jsonOnly: true,
  },
  'sale moved to seller': { schema: updateSaleBody, base: {}, field: 'user_id', message: 'Selecione um vendedor.' },
  'settle value': {
    schema: settleSalesBody,
    base: { user_id: 1, event_id: 1 },
    field: 'valor',
    message: 'Informe o valor entregue.',
    jsonOnly: true,
  },
  'settle seller': { schema: settleSalesBody, base: { event_id: 1 }, field: 'user_id', message: 'Selecione um vendedor.' },
  'settle event': { schema: settleSalesBody, base: { user_id: 1 }, field: 'event_id', message: 'Evento inválido.' },
  'physical cards page size': { schema: cardsAllQuery, base: {}, field: 'limit', message: 'Informe um número de 1 a 100.' },
  page: { schema: pageQuery, base: {}, field: 'page', message: 'Informe um número de 1 a 1.000.000.' },
  'id in a path': { schema: idParam, base: {}, field: 'id', message: 'Identificador inválido.' },
  'purchases page': { schema: adminPurchaseQuery, base: {}, field: 'page', message: 'Informe um número de 1 a 1.000.000.' },
  'purchases event': { schema: adminPurchaseQuery, base: {}, field: 'event_id', message: 'Evento inválido.' },
  'my cards event': { schema: myCardsQuery, base: {}, field: 'event_id', message: 'Evento inválido.' },
  'report event': { schema: reportQuery, base: {}, field: 'event_id', message: 'Evento inválido.' },
  'ranking page': { schema: rankingQuery, base: {}, field: 'page', message: 'Informe um número de 1 a 1.000.000.' },
  'seller overview event': { schema: sellerOverviewQuery, base: {}, field: 'event_id', message: 'Evento inválido.' },
  'sponsor event': { schema: sponsorEventQuery, base: {}, field: 'event_id', message: 'Evento inválido.' },
  'sponsor amount': { schema: sponsorBody, base: sponsor, field: 'amount', message: 'Informe um valor numérico, por exemplo 150,00.' },
  'sponsors copied from': { schema: sponsorCopyBody, base: {}, field: 'from_event_id' },
  'event rounds': { schema: eventBody, base: { name: 'Bingo', start_date: '2026-12-05' }, field: 'rounds_count' },
  'event card price': { schema: eventBody, base: { name: 'Bingo', start_date: '2026-12-05', rounds_count: 3 }, field: 'card_price' },
  'round number': { schema: roundBody, base: { prize: 'Cesta' }, field: 'number', message: 'Número da rodada inválido.' },
};

describe('numbers in requests are numbers', () => {
  it.each(Object.entries(cases))('%s: a JSON number or typed digits pass', (_name, { schema, base, field, jsonOnly }) => {
    expect(schema.safeParse({ ...base, [field]: 5 }).success).toBe(true);
    expect(schema.safeParse({ ...base, [field]: '5' }).success).toBe(!jsonOnly);
  });

  it.each(Object.entries(cases))('%s: true, [5], "0x10", "1e3" and the like are refused', (_name, { schema, base, field, message }) => {
    for (const value of LOOSE) {
      const result = schema.safeParse({ ...base, [field]: value });
      // '' and ' ' leave an optional sponsor amount out: "not given" is no number read wrong.
      if (field === 'amount' && schema === sponsorBody && typeof value === 'string' && value.trim() === '') continue;
      expect(result.success, `${JSON.stringify(value)} in ${field}`).toBe(false);
      const issue = result.error!.issues.find((i) => i.path[0] === field);
      expect(issue, `${JSON.stringify(value)} in ${field}`).toBeDefined();
      if (message) expect(issue!.message).toBe(message);
      else expect(issue!.message).toMatch(/^\p{Lu}.*\.$/u);
    }
  });

  it('refuses loose numbers inside a list of balls', () => {
    for (const value of LOOSE) expect(sponsorNumbersBody.safeParse({ numbers: [3, value] }).success).toBe(false);
    expect(sponsorNumbersBody.parse({ numbers: [3, '7'] })).toEqual({ numbers: [3, 7] });
  });
});

describe('intInput and idInput', () => {
  it('says the range when a whole number is out of it', () => {
    expect(numberRangeMessage(1, 75)).toBe('Informe um número de 1 a 75.');
    const ball = intInput(1, 75);
    for (const value of [0, 76, 7.5, -1, '76', '7.5'])
      expect(ball.safeParse(value).error?.issues[0]?.message).toBe('Informe um número de 1 a 75.');
    expect(ball.parse(' 12 ')).toBe(12);
    expect(intInput(1, 1_000_000).safeParse(0).error?.issues[0]?.message).toBe('Informe um número de 1 a 1.000.000.');
  });

  it('takes an id up to the database integer, refused with its own sentence', () => {
    const id = idInput('Evento inválido.');
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    for (const value of ['2147483648', 0, -3, 1.5, null, undefined])
      expect(id.safeParse(value).error?.issues[0]?.message).toBe('Evento inválido.');
  });
});
