/** The five letters of this product's 75-ball bingo, one per column of 15 numbers. */
export const BINGO_LETTERS = ['A', 'J', 'U', 'D', 'E'] as const;
export type BingoLetter = (typeof BINGO_LETTERS)[number];

export const MIN_BALL = 1;
export const MAX_BALL = 75;
export const NUMBERS_PER_COLUMN = 15;
export const CARD_COLUMNS = 5;
export const CARD_ROWS = 5;
export const CARD_SIZE = CARD_COLUMNS * CARD_ROWS;

export function isBall(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_BALL && n <= MAX_BALL;
}

/** Column index (0..4) of a ball. */
export function columnOf(ball: number): number {
  return Math.floor((ball - 1) / NUMBERS_PER_COLUMN);
}

export function letterOf(ball: number): BingoLetter {
  const letter = BINGO_LETTERS[columnOf(ball)];
  if (!letter) throw new RangeError(`Bola fora do intervalo: ${ball}`);
  return letter;
}

/** Inclusive range [min, max] of the numbers of a column. */
export function columnRange(column: number): [number, number] {
  const min = column * NUMBERS_PER_COLUMN + 1;
  return [min, min + NUMBERS_PER_COLUMN - 1];
}
