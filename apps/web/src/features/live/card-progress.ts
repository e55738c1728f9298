import type { MyCard } from '@bingo/core';

export interface CardProgress {
  card: MyCard;
  /** Numbers of the card not drawn yet in the running round: 0 is a full card (bingo). */
  missing: number;
}

/** The buyer's cards against the balls drawn so far, closest to winning first (then by card id). */
export function rankCards(cards: readonly MyCard[], drawn: ReadonlySet<number>): CardProgress[] {
  return cards
    .map((card) => ({ card, missing: card.numbers.reduce((n, ball) => (drawn.has(ball) ? n : n + 1), 0) }))
    .sort((a, b) => a.missing - b.missing || a.card.id - b.card.id);
}

/** 'Faltam 3', 'Falta 1', 'BINGO!' */
export function missingLabel(missing: number): string {
  if (missing === 0) return 'BINGO!';
  return missing === 1 ? 'Falta 1' : `Faltam ${missing}`;
}
