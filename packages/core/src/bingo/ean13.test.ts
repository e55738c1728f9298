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

  it('refuses a code with a digit too many or anything around the digits', () => {
    expect(isValidEan13('40063813339310')).toBe(false);
    expect(isValidEan13('x4006381333931')).toBe(false);
    expect(isValidEan13(' 4006381333931')).toBe(false);
    for (const bad of ['4006381333931', 'x400638133393', '40063813339', '40063813339a']) {
      expect(() => ean13CheckDigit(bad)).toThrow('EAN-13: são necessários 12 dígitos.');
    }
  });

  it('prints the barcode a scanner at the hall reads for a card id, check digit 0 included', () => {
    expect(barcodeForCard(1)).toBe('2000000000015');
    expect(barcodeForCard(6)).toBe('2000000000060');
    expect(barcodeForCard(12345)).toBe('2000000123455');
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
  });

  it('refuses an id that does not fit the 11 digits after the 2', () => {
    for (const id of [0, -5, 2.5, 100_000_000_000, Number.NaN]) {
      expect(() => barcodeForCard(id)).toThrow('Id de cartela fora do intervalo do código de barras.');
    }
  });
});
