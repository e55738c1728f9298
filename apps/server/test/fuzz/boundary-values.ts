import fc from 'fast-check';

/** Strings that break naive code: empty, huge, unicode, numbers at the edges of int4, SQL and path tricks. */
export const boundaryStrings: string[] = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  'x'.repeat(10_000),
  'ção ñ 日本語 🎉🏳️‍🌈',
  '\u0000',
  '\uD800',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '2024-02-30',
  '2024-13-01T25:61:00Z',
  '0000-01-01',
  '99999-12-31T00:00:00Z',
  'a@b',
  '{}',
  // Hidden characters a free text must refuse (decisions.md §11): a bidi override, a bell, a line separator, nothing visible.
  'Bingo \u202Eodnarg',
  'a\u0007b',
  'a\u2028b',
  '\u200B\u200B',
];

export const boundaryNumbers: number[] = [
  0,
  -1,
  1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
];

/**
 * Dates a naive parser takes and PostgreSQL does not (decisions.md §11): far years, year zero and below,
 * days that do not exist, the biggest date JavaScript knows. Date.parse('99999') is year 99999,
 * which once went to the database and came back as a 500; '0' was stored as 2000-01-01.
 */
export const badDates: string[] = [
  '99999',
  '0',
  '-1',
  '2026',
  '-0001-01-01',
  '0000-01-01',
  '275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20',
  '2026-02-30',
  '2026-13-01',
  '2026-12-05T24:00',
  '1999-12-31',
  '2101-01-01',
  '99999-12-31T00:00:00Z',
  '2026-02-30T10:00:00.000Z',
  '20260105',
  '05/01/2026',
];

/** Bad dates, and numbers written as text where a date is expected (years, timestamps, epoch milliseconds). */
export const badDate: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...badDates) },
  { weight: 1, arbitrary: fc.integer({ min: -300_000, max: 300_000 }).map(String) },
  { weight: 1, arbitrary: fc.double({ min: -1e16, max: 1e16, noNaN: true, noDefaultInfinity: true }).map(String) },
);
