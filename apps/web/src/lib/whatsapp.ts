import { onlyDigits } from '@bingo/core';

/**
 * A Brazilian phone as WhatsApp wants it (country code 55, then area code and number), or null when
 * what was typed is not one: '(11) 98765-4321', '011 98765-4321' and '+55 11 98765-4321' all give
 * '5511987654321'.
 */
export function whatsappNumber(typed: string | null | undefined): string | null {
  let digits = onlyDigits(typed).replace(/^0+/, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  // Area codes start at 11; a mobile's 9 digits start with 9.
  if (!/^[1-9][1-9]\d{8}$/.test(digits) && !/^[1-9][1-9]9\d{8}$/.test(digits)) return null;
  return `55${digits}`;
}

/**
 * A plain wa.me link (no WhatsApp API, no account): it opens the app with the message written, to
 * this phone when there is one, else to a contact the person picks.
 */
export function whatsappLink(message: string, phone?: string | null): string {
  const number = whatsappNumber(phone);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(message)}`;
}

/** An address of this app as a phone elsewhere opens it. */
export function appAddress(path: string): string {
  return new URL(path, window.location.origin).href;
}
