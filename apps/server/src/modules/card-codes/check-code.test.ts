import { describe, expect, it } from 'vitest';
import { CHECK_CODE_ALPHABET, CardCheckCodes, formatCheckCode } from './index';

const codes = new CardCheckCodes('segredo-dos-codigos-com-mais-de-32-caracteres');
const card = { id: 42, barcode: '2000000000428' };

describe('card check codes', () => {
  it('are six signs nobody misreads on paper, the same every time for the same card', () => {
    const code = codes.of(card);
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(CHECK_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(codes.of({ ...card })).toBe(code);
  });

  // Codes are printed on paper: a change in what is signed, or how the MAC becomes signs, would
  // make every card already printed unclaimable. These values are fixed forever (docs/decisions/005).
  it('never change for a printed card: fixed secret, card and code', () => {
    expect(codes.of({ id: 42, barcode: '2000000000428' })).toBe('7Q8HFR');
    expect(codes.of({ id: 1, barcode: '2000000000015' })).toBe('WS7AYB');
    expect(codes.of({ id: 123456789, barcode: '2001234567898' })).toBe('RBGQCC');
  });

  it('accept the code as a person types it: any case, spaces or dashes between the signs', () => {
    const code = codes.of(card);
    for (const typed of [code, code.toLowerCase(), formatCheckCode(code), ` ${code.slice(0, 3)} ${code.slice(3)} `]) {
      expect(codes.verify(card, typed)).toBe(true);
    }
  });

  it('refuse another card’s code, a cut or longer code, and a code made with another secret', () => {
    const other = { id: 43, barcode: '2000000000435' };
    expect(codes.verify(card, codes.of(other))).toBe(false);
    expect(codes.verify(card, codes.of(card).slice(0, 5))).toBe(false);
    expect(codes.verify(card, `${codes.of(card)}2`)).toBe(false);
    expect(codes.verify(card, '')).toBe(false);
    expect(codes.verify(card, new CardCheckCodes('outro-segredo-com-mais-de-32-caracteres!!').of(card))).toBe(false);
  });

  it('cannot be told from the barcode: consecutive cards get unrelated codes, spread over the alphabet', () => {
    const seen = new Set<string>();
    const signs = new Map<string, number>();
    for (let id = 1; id <= 3000; id++) {
      const code = codes.of({ id, barcode: `2${String(id).padStart(11, '0')}0` });
      seen.add(code);
      for (const s of code) signs.set(s, (signs.get(s) ?? 0) + 1);
    }
    expect(seen.size).toBe(3000);
    // 18,000 signs over 31: about 580 each; a skewed derivation would leave some far off.
    expect(signs.size).toBe(31);
    for (const count of signs.values()) expect(count).toBeGreaterThan(450);
  });
});
