import { describe, expect, it } from 'vitest';
import { claimCardBody, myCardSchema, myCardsQuery } from './cards';

const BARCODE = '2000000000015';
const claim = (body: object) => claimCardBody.safeParse({ barcode: BARCODE, check_code: 'K7M4QX', ...body });
const messageOf = (body: object) => claim(body).error?.issues[0]?.message;

describe("'Adicionar cartela de papel': the codes printed on the card", () => {
  it('takes the codes as typed from paper: spaces, tabs, dashes and dots between groups, lower case', () => {
    for (const barcode of [
      '2 000000 000015',
      '2\t000000\t000015',
      '2-000000-000015',
      '2\u2010000000\u2015000015',
      '2.000000.000015',
      ' 2000000000015 ',
    ]) {
      expect(claim({ barcode }).data?.barcode, barcode).toBe(BARCODE);
    }
    expect(claim({ check_code: 'k7m-4qx' }).data).toEqual({ barcode: BARCODE, check_code: 'K7M4QX' });
    expect(claim({ check_code: ' k7m 4qx ' }).data?.check_code).toBe('K7M4QX');
    expect(claim({ barcode: `${'2000000000015'.split('').join('  ')} `.padEnd(40, ' ') }).success).toBe(true);
  });

  it('asks for a barcode that is missing or blank', () => {
    for (const barcode of [undefined, '', ' - ']) expect(messageOf({ barcode })).toBe('Informe o código de barras.');
  });

  it('asks for the 13 numbers when there are more or fewer, or other characters', () => {
    for (const barcode of ['200000000001', '20000000000150', 'x2000000000015', '2000000000015x', '2'.repeat(41)]) {
      expect(messageOf({ barcode }), barcode).toBe('Informe os 13 números do código de barras.');
    }
  });

  it('refuses 13 numbers whose check digit does not match', () => {
    expect(messageOf({ barcode: '2000000000016' })).toBe('Código de barras inválido. Confira os 13 números abaixo das barras.');
  });

  it('asks for a check code that is missing or blank', () => {
    for (const check_code of [undefined, '', ' - ']) expect(messageOf({ check_code })).toBe('Informe o código de verificação.');
  });

  it('refuses a check code that is not 6 letters and numbers', () => {
    for (const check_code of ['K7M4Q', 'K7M4QX9', '_K7M4QX', 'K7M4QX_', 'K7M_QX', 'K7M4Q\u00C7', 'x'.repeat(41)]) {
      expect(messageOf({ check_code }), check_code).toBe('O código de verificação tem 6 letras e números, como K7M-4QX.');
    }
    expect(claim({ check_code: '012789' }).success).toBe(true);
  });
});

describe('Minhas Cartelas', () => {
  const card = {
    id: 40,
    event_id: 2,
    event_name: 'Bingo de Natal',
    numbers: [1, 16, 31, 46, 61],
    full_name: 'Ana',
    contact: '11987654321',
    address: 'Rua A, 10',
    status: 'digital',
    purchase_id: 7,
    created_at: '2026-11-20T12:00:00Z',
    origem: 'compra',
    sits_out_round_ids: [12],
    won_rounds: [{ round_id: 11, number: 1 }],
  };

  it('keeps every field of a bought card and of a paper card added by its codes', () => {
    expect(myCardSchema.parse(card)).toEqual(card);
    const paper = { ...card, status: 'física', purchase_id: null, full_name: null, contact: null, address: null, origem: 'papel' };
    expect(myCardSchema.parse(paper)).toEqual(paper);
    expect(myCardSchema.safeParse({ ...card, origem: 'presente' }).success).toBe(false);
    expect(myCardSchema.safeParse({ ...card, status: 'papel' }).success).toBe(false);
    // decisions.md §14: the rounds it sits out always come, so the phone never guesses.
    const { sits_out_round_ids: _rounds, ...withoutRounds } = card;
    expect(myCardSchema.safeParse(withoutRounds).success).toBe(false);
  });

  it('narrows the list to one event by its id', () => {
    expect(myCardsQuery.parse({ event_id: '2' })).toEqual({ event_id: 2 });
    expect(myCardsQuery.parse({ event_id: '2147483647' })).toEqual({ event_id: 2_147_483_647 });
    expect(myCardsQuery.parse({})).toEqual({});
    for (const event_id of ['0', '1.5', '2147483648']) expect(myCardsQuery.safeParse({ event_id }).success).toBe(false);
  });
});
