import crypto from 'node:crypto';

/**
 * What a person can read off paper and type without a doubt: no 0/O and no 1/I/L (31 signs).
 * Six of them give about 887 million codes, and the code is an HMAC of the card under a server
 * secret, so knowing a card's barcode (printed beside it, or guessed: it is the card id) tells
 * nothing about its code (docs/decisions/005).
 */
export const CHECK_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CHECK_CODE_LENGTH = 6;

/** A physical card as far as its code goes: both its id and its barcode are signed. */
export interface CodedCard {
  id: number;
  barcode: string;
}

/** Upper case, without the spaces, dashes and dots a person types between groups. */
export function normalizeCheckCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s\-\u2010-\u2015.]/g, '');
}

/** 'K7M4QX' -> 'K7M-4QX': two groups of three are easier to copy from paper. */
export function formatCheckCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/**
 * The check code printed on each physical card, which its holder types (with the barcode) to add
 * the card to their account. The secret is CARD_CODE_SECRET, never the sessions' secret: codes
 * on paper must outlive a JWT rotation.
 */
export class CardCheckCodes {
  constructor(private readonly secret: string) {}

  /** The card's code, CHECK_CODE_LENGTH signs of CHECK_CODE_ALPHABET, always the same for the same card and secret. */
  of(card: CodedCard): string {
    const mac = crypto.createHmac('sha256', this.secret).update(`bingo-cartela-v1:${card.id}:${card.barcode}`).digest();
    // 64 bits of the MAC written in base 31: the first six digits are uniform to within 2^-34.
    let n = mac.readBigUInt64BE(0);
    const base = BigInt(CHECK_CODE_ALPHABET.length);
    let code = '';
    for (let i = 0; i < CHECK_CODE_LENGTH; i++) {
      code += CHECK_CODE_ALPHABET[Number(n % base)];
      n /= base;
    }
    return code;
  }

  /** Whether `typed` is this card's code, in any case and with any spaces or dashes between the signs. */
  verify(card: CodedCard, typed: string): boolean {
    const given = Buffer.from(normalizeCheckCode(typed));
    const expected = Buffer.from(this.of(card));
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
}
