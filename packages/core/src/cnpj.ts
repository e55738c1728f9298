// The function's own entry, as for the CPF: the package's root module loads tables this app never
// needs (docs/decisions/020).
import { isValidCnpj as checkDigitsHold } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';

/**
 * A CNPJ as stored: its 14 characters without the mask, letters in capitals. Since July 2026 the
 * Receita Federal also issues alphanumeric CNPJs (12 letters or digits, then 2 check digits).
 */
export function cnpjCharacters(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s./-]/g, '').toUpperCase();
}

/**
 * Whether the check digits of a CNPJ (numeric or alphanumeric) hold, by the Receita Federal's
 * modulo-11 rule; all-equal numeric ones (00000000000000) are refused as the Receita does.
 */
export function isValidCnpj(value: string): boolean {
  const chars = cnpjCharacters(value);
  return /^[0-9A-Z]{12}\d{2}$/.test(chars) && checkDigitsHold(chars, { version: 2 });
}

/** '12345678000195' -> '12.345.678/0001-95'; anything else is returned as typed. */
export function formatCnpj(value: string | null | undefined): string {
  const chars = cnpjCharacters(value);
  return /^[0-9A-Z]{12}\d{2}$/.test(chars) ? chars.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5') : (value ?? '');
}
