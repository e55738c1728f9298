import { describe, expect, it } from 'vitest';
import { readMoney, sumMoney } from './money-input';

// decisions.md §13: money is typed the Brazilian way in every R$ field.
describe('readMoney', () => {
  it.each([
    ['5', 5],
    ['5,00', 5],
    ['1234,5', 1234.5],
    ['1.234,56', 1234.56],
    ['1.000.000', 1_000_000],
    ['12.345,67', 12345.67],
    ['123.456', 123456],
    [' 0,10 ', 0.1],
    ['-0,00', 0],
    [150, 150],
    [0, 0],
    [12.5, 12.5],
  ])('reads %j as %d', (input, value) => {
    expect(readMoney(input)).toEqual({ ok: true, value });
  });

  it.each([['1,234.56'], ['12.50'], ['1.23,45'], ['1e3'], ['0x10'], [''], ['R$ 5'], [12.345], [Number.NaN], [null], [true]])(
    'refuses %j as no amount of reais',
    (input) => {
      expect(readMoney(input)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it.each([['-5,00'], ['- 1.234,56'], [-0.01]])('refuses %j as negative', (input) => {
    expect(readMoney(input)).toEqual({ ok: false, reason: 'negative' });
  });
});

describe('sumMoney', () => {
  it('adds in whole cents', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([172.5, -1384.56, -800])).toBe(-2012.06);
    expect(sumMoney([])).toBe(0);
  });
});
