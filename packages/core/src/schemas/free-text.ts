/**
 * What typed text may contain (decisions.md §11). Names, prizes and notes end up on screens, printed
 * cards, PDFs and spreadsheets, where a hidden character does harm: a bidi override (U+202E) makes
 * 'exe.txt' read as 'txt.exe', a control character breaks a CSV line or a terminal, and a name
 * made only of zero-width spaces looks blank everywhere while passing as filled in.
 */

/**
 * C0 and C1 controls and DEL; U+2028/U+2029, line breaks in disguise; lone surrogates, broken
 * UTF-16 that PostgreSQL refuses anyway. For one-line fields (names, prizes, addresses): a tab or a
 * line break there is always a paste accident and would split a printed line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]/u;

/**
 * The same, except for tab, line feed and a carriage return before a line feed: notes are typed
 * in a <textarea>, whose lines the browser may send as CRLF. A lone CR (which overwrites a line in
 * a terminal or a log) stays refused.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]|\r(?!\n)/u;

/** Bidi embeddings, overrides and isolates, and the direction marks (LRM, RLM, ALM). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * Whitespace and characters that draw nothing: zero-width spaces and joiners, word joiner, BOM,
 * soft hyphen, Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), variation selectors, tags… — all of
 * Unicode's Default_Ignorable_Code_Point — plus the blank Braille pattern (U+2800), a favourite for
 * names that look empty. Inside visible text they stay allowed: U+200D joins emoji like 👨‍👩‍👧.
 */
const INVISIBLE_ONLY = /^[\s\p{Default_Ignorable_Code_Point}\u2800]+$/u;

/** Whether the text holds a control or bidi character not allowed in this kind of field. */
export function hasHiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL_ONE_LINE).test(value) || BIDI.test(value);
}

/** Whether the text is not empty yet shows nothing. */
export function isInvisibleOnly(value: string): boolean {
  return INVISIBLE_ONLY.test(value);
}
