import { CARD_COLUMNS, CARD_ROWS, CARD_SIZE, NUMBERS_PER_COLUMN, columnRange, isBall } from './letters';

/**
 * A card's 25 numbers, stored column by column (A first), each column ascending.
 * There is no free centre square.
 */
export type CardNumbers = readonly number[];

export type RandomSource = (bound: number) => number;

// The Web Crypto CSPRNG, present in browsers and Node 20 alike; core is built without DOM types.
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(a: Uint32Array): Uint32Array } }).crypto;

// Random words are fetched in blocks: one CSPRNG call per number would dominate card generation.
const pool = new Uint32Array(4096);
let poolAt = pool.length;
function nextWord(): number {
  if (poolAt === pool.length) {
    webCrypto.getRandomValues(pool);
    poolAt = 0;
  }
  return pool[poolAt++]!;
}

/**
 * Uniform integer in [0, bound) from the platform CSPRNG. Words at or above `limit` are drawn
 * again: below it every residue of `% bound` has exactly limit / bound words behind it, so the
 * result has no modulo bias at all (a word is redrawn with probability < bound / 2^32).
 */
export const secureRandom: RandomSource = (bound) => {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  for (;;) {
    const value = nextWord();
    if (value < limit) return value % bound;
  }
};

// A column holds CARD_ROWS of its NUMBERS_PER_COLUMN numbers: C(15, 5) = 3003 subsets. Each gets a
// rank once, here; a card is then one uniform draw in [0, 3003) per column, read from tables that
// already list the subset's offsets in ascending order (no shuffle, no sort, no array per column).
// The draw is uniform and rank <-> subset is a bijection, so every subset is exactly as likely.
const SUBSETS = 3003;
const subsetMask = new Uint16Array(SUBSETS);
const subsetOffsets = new Uint8Array(SUBSETS * CARD_ROWS);
for (let mask = 0, rank = 0; rank < SUBSETS; mask++) {
  const bits: number[] = [];
  for (let bit = 0; bit < NUMBERS_PER_COLUMN; bit++) if (mask & (1 << bit)) bits.push(bit);
  if (bits.length !== CARD_ROWS) continue;
  subsetMask[rank] = mask;
  subsetOffsets.set(bits, rank++ * CARD_ROWS);
}

// The column masks of the card generateCard drew last, which generateUniqueCards turns into its key.
const drawnMasks = new Uint16Array(CARD_COLUMNS);

/** Draws one card: for each column, 5 distinct numbers of its 15, ascending. */
export function generateCard(random: RandomSource = secureRandom): number[] {
  const numbers: number[] = [];
  for (let column = 0; column < CARD_COLUMNS; column++) {
    const rank = random(SUBSETS);
    drawnMasks[column] = subsetMask[rank]!;
    const min = column * NUMBERS_PER_COLUMN + 1;
    for (let at = rank * CARD_ROWS, end = at + CARD_ROWS; at < end; at++) numbers.push(min + subsetOffsets[at]!);
  }
  return numbers;
}

// Hex digits by the byte: table reads and concatenations are cheaper than Number.toString(16).
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const hex32 = (w: number) => HEX[w >>> 24]! + HEX[(w >>> 16) & 255]! + HEX[(w >>> 8) & 255]! + HEX[w & 255]!;
/** 19 hex digits of the 75-bit mask held in three 32-bit words, high word first (11 bits). */
const keyOf = (high: number, middle: number, low: number) => HEX[high >>> 8]![1]! + HEX[high & 255]! + hex32(middle) + hex32(low);

/**
 * A compact identity of a card's number set: the 75-bit membership mask as 19 hex digits.
 * Two cards with the same numbers have the same key, whatever order they were given in;
 * the database keeps it unique per event.
 */
export function cardKey(numbers: CardNumbers): string {
  // Three 32-bit words instead of a BigInt: bit n - 1 is set for number n.
  const words = [0, 0, 0];
  for (const n of numbers) words[(n - 1) >>> 5]! |= 1 << ((n - 1) & 31);
  return keyOf(words[2]!, words[1]!, words[0]!);
}

/**
 * cardKey of the card generateCard just drew, straight from its column masks, without reading
 * the numbers again: column c is bits 15c..15c+14 of the 75-bit mask.
 */
function lastCardKey(): string {
  const m = drawnMasks;
  return keyOf(m[4]! >>> 4, (m[2]! >>> 2) | (m[3]! << 13) | (m[4]! << 28), m[0]! | (m[1]! << 15) | (m[2]! << 30));
}

/** Generates `count` cards whose keys are neither in `taken` nor repeated among themselves. */
export function generateUniqueCards(
  count: number,
  taken: ReadonlySet<string> = new Set(),
  random: RandomSource = secureRandom,
): { numbers: number[]; key: string }[] {
  const seen = new Set<string>();
  const cards: { numbers: number[]; key: string }[] = [];
  while (cards.length < count) {
    const numbers = generateCard(random);
    const key = lastCardKey();
    if (taken.has(key) || seen.has(key)) continue;
    seen.add(key);
    cards.push({ numbers, key });
  }
  return cards;
}

/** Why a stored card is not a valid card, or null when it is. */
export function cardProblem(numbers: readonly unknown[]): string | null {
  if (numbers.length !== CARD_SIZE) return 'A cartela não tem 25 números.';
  if (!numbers.every(isBall)) return 'A cartela tem número fora de 1 a 75.';
  const values = numbers as number[];
  for (let column = 0; column < CARD_COLUMNS; column++) {
    const [min, max] = columnRange(column);
    const slice = values.slice(column * CARD_ROWS, column * CARD_ROWS + CARD_ROWS);
    if (slice.some((n) => n < min || n > max)) return 'A cartela tem número na coluna errada.';
    for (let i = 1; i < slice.length; i++) {
      if (slice[i]! <= slice[i - 1]!) return 'A cartela tem coluna fora de ordem ou repetida.';
    }
  }
  return null;
}

/** Rows of a card for display: row r holds the r-th number of each column. */
export function cardRows(numbers: CardNumbers): number[][] {
  return Array.from({ length: CARD_ROWS }, (_, r) => Array.from({ length: CARD_COLUMNS }, (_, c) => numbers[c * CARD_ROWS + r] ?? 0));
}
