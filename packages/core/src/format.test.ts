import { describe, expect, it, vi } from 'vitest';
import {
  formatClock,
  formatCount,
  formatCpf,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyWhole,
  formatPhone,
  onFirstUse,
  publicName,
} from './format';

describe('pt-BR formatting', () => {
  it('writes money with a plain space after R$, and nonsense as zero', () => {
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney('10')).toBe('R$ 10,00');
    expect(formatMoney('abc')).toBe('R$ 0,00');
  });

  it('writes whole reais for the hall, never rounding a goal up before it is reached', () => {
    expect(formatMoneyWhole(12340.99)).toBe('R$ 12.340');
    expect(formatMoneyWhole(20000)).toBe('R$ 20.000');
    expect(formatMoneyWhole(Number.NaN)).toBe('R$ 0');
  });

  it('groups thousands in counts', () => {
    expect(formatCount(12345)).toBe('12.345');
  });

  it('shows a bare date as that calendar day, and instants in São Paulo time', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDateTime('2026-11-23T02:30:00Z')).toBe('22/11/2026, 23:30');
    expect(formatDate(null)).toBe('-');
    // An instant given as text is not a bare date: its São Paulo day, not the UTC one.
    expect(formatDate('2026-11-23T02:30:00Z')).toBe('22/11/2026');
    expect(formatDate(Date.UTC(2026, 10, 23, 15))).toBe('23/11/2026');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 23, 15, 5)))).toBe('23/11/2026, 12:05');
  });

  it('writes the clock of an instant as hours and minutes in São Paulo time (who holds the round since when)', () => {
    expect(formatClock('2026-11-27T23:31:00Z')).toBe('20:31');
    expect(formatClock(Date.UTC(2026, 10, 27, 3, 5))).toBe('00:05');
  });

  it('shows a dash for a missing or unreadable date', () => {
    for (const empty of [null, undefined, '', 'amanhã']) {
      expect(formatDate(empty)).toBe('-');
      expect(formatDateTime(empty)).toBe('-');
    }
  });

  it('masks a CPF of 11 digits and a phone of 10 or 11, and leaves anything else as typed', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('1234')).toBe('1234');
    expect(formatCpf(null)).toBe('');
    expect(formatCpf('529.982')).toBe('529.982');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('(11) 3333-4444')).toBe('(11) 3333-4444');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('98765-4321')).toBe('98765-4321');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('onFirstUse', () => {
  it('makes the value the first time it is asked for, and only then', () => {
    const make = vi.fn(() => ({}));
    const get = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(get()).toBe(get());
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('publicName', () => {
  it('keeps the first name and the last surname initial, skipping particles', () => {
    expect(publicName('Maria da Silva Santos')).toBe('Maria S.');
    expect(publicName('  joão   pereira  ')).toBe('joão P.');
    expect(publicName('Ana de Souza')).toBe('Ana S.');
    expect(publicName('Pedro dos')).toBe('Pedro');
    expect(publicName('Cida')).toBe('Cida');
    expect(publicName('Élcio Ávila')).toBe('Élcio Á.');
    expect(publicName('Maria Clara Souza')).toBe('Maria S.');
  });

  it('never takes a particle for an initial, even when the name ends in one', () => {
    for (const particle of ['da', 'das', 'de', 'do', 'dos', 'e', 'DA']) {
      expect(publicName(`Maria Souza ${particle}`)).toBe('Maria S.');
    }
  });

  it('gives null for no name', () => {
    expect(publicName(null)).toBeNull();
    expect(publicName('   ')).toBeNull();
  });
});
