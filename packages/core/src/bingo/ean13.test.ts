import { describe, expect, it } from 'vitest';
import { barcodeForCard, ean13CheckDigit, isValidEan13 } from './ean13';

describe('EAN-13', () => {
  it('computes check digits of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(ean13CheckDigit('590123412345')).toBe(7); // 5901234123457
    expect(ean13CheckDigit('978030640615')).toBe(7); // ISBN 978-0-306-40615-7
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('gives every card id its own valid code starting with 2', () => {
    const codes = new Set<string>();
    for (const id of [1, 2, 9, 10, 12345, 99_999_999_999]) {
      const code = barcodeForCard(id);
      expect(code).toMatch(/^2\d{12}$/);
      expect(isValidEan13(code)).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBe(6);
    expect(() => barcodeForCard(0)).toThrow();
  });
});
