import { CARD_COLUMNS, CARD_ROWS } from './letters';

/**
 * The numbers of a card's closest row still to be drawn (decisions.md §14: a quina is any of the
 * card's 5 horizontal rows fully drawn, so its distance is the smallest per-row missing count).
 * The first such row on ties; numbers stored column by column, as everywhere.
 */
export function closestRowMissing(numbers: readonly number[], drawn: ReadonlySet<number>): number[] {
  let best: number[] | null = null;
  for (let r = 0; r < CARD_ROWS; r++) {
    const missing: number[] = [];
    for (let c = 0; c < CARD_COLUMNS; c++) {
      const n = numbers[c * CARD_ROWS + r]!;
      if (!drawn.has(n)) missing.push(n);
    }
    if (!best || missing.length < best.length) best = missing;
    if (best.length === 0) break;
  }
  return best ?? [];
}
