import { CARD_COLUMNS, CARD_ROWS, type MyCard } from '@bingo/core';

export interface CardProgress {
  card: MyCard;
  /** Numbers of the card not drawn yet in the running round: 0 is a full card (bingo). */
  missing: number;
  /** The fewest numbers any of its 5 rows still lacks: 0 is a quina (decisions.md §14). */
  rowMissing: number;
  /** The card joined after this round's first ball: it plays from the next round (decisions.md §14). */
  nextRound: boolean;
}

/**
 * The buyer's cards against the balls drawn so far, closest to winning first (then by card id);
 * cards that sit the round out come last and count no ball.
 */
export function rankCards(cards: readonly MyCard[], drawn: ReadonlySet<number>, roundId?: number | null): CardProgress[] {
  const none: ReadonlySet<number> = new Set();
  return cards
    .map((card) => {
      const nextRound = roundId != null && card.sits_out_round_ids.includes(roundId);
      const counted = nextRound ? none : drawn;
      return {
        card,
        nextRound,
        missing: card.numbers.reduce((n, ball) => (counted.has(ball) ? n : n + 1), 0),
        rowMissing: rowMissing(card.numbers, counted),
      };
    })
    .sort((a, b) => Number(a.nextRound) - Number(b.nextRound) || a.missing - b.missing || a.card.id - b.card.id);
}

/** The fewest numbers a row of the card lacks; the card's numbers go column by column (numbers[column * 5 + row]). */
export function rowMissing(numbers: readonly number[], drawn: ReadonlySet<number>): number {
  let fewest = CARD_COLUMNS;
  for (let r = 0; r < CARD_ROWS; r++) {
    let missing = 0;
    for (let c = 0; c < CARD_COLUMNS; c++) if (!drawn.has(numbers[c * CARD_ROWS + r]!)) missing++;
    fewest = Math.min(fewest, missing);
  }
  return fewest;
}

/** The cards that play the round: the ones alerts and the sticky bar follow. */
export function playingCards(ranked: readonly CardProgress[]): CardProgress[] {
  return ranked.filter((p) => !p.nextRound);
}

/** 'Faltam 3', 'Falta 1', 'BINGO!' */
export function missingLabel(missing: number): string {
  if (missing === 0) return 'BINGO!';
  return missing === 1 ? 'Falta 1' : `Faltam ${missing}`;
}
