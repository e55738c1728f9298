import { describe, expect, it, vi } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatMoney, onFirstUse } from './format';

describe('pt-BR formatting', () => {
  it('writes money with a plain space after R$, and nonsense as zero', () => {
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney('10')).toBe('R$ 10,00');
    expect(formatMoney('abc')).toBe('R$ 0,00');
  });

  it('groups thousands in counts', () => {
    expect(formatCount(12345)).toBe('12.345');
  });

  it('shows a bare date as that calendar day, and instants in São Paulo time', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDateTime('2026-11-23T02:30:00Z')).toBe('22/11/2026, 23:30');
    expect(formatDate(null)).toBe('-');
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
