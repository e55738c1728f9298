/**
 * EAN-13 barcodes of physical cards. The first digit is 2: GS1 reserves prefixes 20-29 for
 * numbers used inside one organisation, so ours can never clash with a product's code.
 */
export const BARCODE_PREFIX = '2';

/** The check digit of the first 12 digits (weights 1 and 3 alternating from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('EAN-13: são necessários 12 dígitos.');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The barcode of a card, from its id (unique, so the barcode is too). */
export function barcodeForCard(cardId: number): string {
  if (!Number.isInteger(cardId) || cardId < 1 || cardId > 99_999_999_999)
    throw new RangeError('Id de cartela fora do intervalo do código de barras.');
  const first12 = BARCODE_PREFIX + String(cardId).padStart(11, '0');
  return first12 + ean13CheckDigit(first12);
}
