/**
 * The same JSON with every character past ASCII written as its `\uXXXX` escape: it parses to the
 * same value, and as a string of one-byte characters Node writes it after the response head in
 * a single write, without encoding it again (docs/decisions/044). Outside strings JSON is all
 * ASCII, so only characters inside strings are escaped; a character beyond U+FFFF is escaped as
 * its two UTF-16 halves, as JSON spells it.
 */
export function asciiJson(json: string): string {
  return json.replace(NOT_ASCII, escape);
}

const NOT_ASCII = /[\u0080-\uffff]/g;
const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
