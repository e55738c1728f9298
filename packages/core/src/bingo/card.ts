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

/** Uniform integer in [0, bound) from the platform CSPRNG, without modulo bias. */
export const secureRandom: RandomSource = (bound) => {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  for (;;) {
    const value = nextWord();
    if (value < limit) return value % bound;
  }
};

/** Draws one card: for each column, 5 distinct numbers of its 15, sorted. */
export function generateCard(random: RandomSource = secureRandom): number[] {
  const numbers: number[] = [];
  for (let column = 0; column < CARD_COLUMNS; column++) {
    const [min] = columnRange(column);
    const pool = Array.from({ length: NUMBERS_PER_COLUMN }, (_, i) => min + i);
    // Partial Fisher-Yates: the first CARD_ROWS slots become a uniform sample.
    for (let i = 0; i < CARD_ROWS; i++) {
      const j = i + random(NUMBERS_PER_COLUMN - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    numbers.push(...pool.slice(0, CARD_ROWS).sort((a, b) => a - b));
  }
  return numbers;
}

/**
 * A compact identity of a card's number set: the 75-bit membership mask as 19 hex digits.
 * Two cards with the same numbers have the same key, whatever order they were given in;
 * the database keeps it unique per event.
 */
export function cardKey(numbers: CardNumbers): string {
  // Three 32-bit words instead of a BigInt: this runs once per generated card.
  const words = [0, 0, 0];
  for (const n of numbers) words[(n - 1) >>> 5]! |= 1 << ((n - 1) & 31);
  const hex = (w: number, width: number) => (w >>> 0).toString(16).padStart(width, '0');
  return hex(words[2]!, 3) + hex(words[1]!, 8) + hex(words[0]!, 8);
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
    const key = cardKey(numbers);
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
