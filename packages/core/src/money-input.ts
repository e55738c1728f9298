/**
 * Money as the API takes it (decisions.md §13: "Money is typed the Brazilian way"): a JSON number
 * with at most two decimals, or a text in pt-BR form — '5', '5,00', '1234,5', '1.234,56'. A text in
 * another form ('1,234.56', '12.50', '1e3') is refused, never guessed: '12.50' read as twelve reais
 * and fifty would be a guess the organiser never made.
 */
export type MoneyReading = { ok: true; value: number } | { ok: false; reason: 'invalid' | 'negative' };

const PT_BR = /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/;

export function readMoney(input: unknown): MoneyReading {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: 'invalid' };
    if (input < 0) return { ok: false, reason: 'negative' };
    const cents = Math.round(input * 100);
    // More than two decimals is not an amount of reais (12.345 would lose its last digit silently).
    if (Math.abs(cents - input * 100) > 1e-6) return { ok: false, reason: 'invalid' };
    return { ok: true, value: cents / 100 };
  }
  if (typeof input !== 'string') return { ok: false, reason: 'invalid' };
  const typed = input.trim();
  const negative = typed.startsWith('-');
  const digits = negative ? typed.slice(1).trim() : typed;
  if (!PT_BR.test(digits)) return { ok: false, reason: 'invalid' };
  const value = Number(digits.replace(/\./g, '').replace(',', '.'));
  if (negative && value !== 0) return { ok: false, reason: 'negative' };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** Sums amounts of reais in whole cents, so that 0,10 + 0,20 is 0,30 and not 0,30000000000000004. */
export function sumMoney(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
}
