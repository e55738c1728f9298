import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCard } from './card';
import { CardIndex } from './card-index';
import { RoundResults } from './ranking';
import { RoundTally } from './round-tally';
import { CARD_COLUMNS, CARD_ROWS } from './letters';

// decisions.md §14: the telão counts the cards one number from the quina while it is played.
const naive = (cards: number[][], drawn: ReadonlySet<number>) =>
  cards.filter((numbers) => {
    let fewest = CARD_COLUMNS;
    for (let r = 0; r < CARD_ROWS; r++) {
      let missing = 0;
      for (let c = 0; c < CARD_COLUMNS; c++) if (!drawn.has(numbers[c * CARD_ROWS + r]!)) missing++;
      fewest = Math.min(fewest, missing);
    }
    return fewest === 1;
  }).length;

describe("the quina's near winners", () => {
  it('match a plain recount after any balls drawn and taken back, and are not counted without rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(fc.integer({ min: 1, max: 75 }), { minLength: 20, maxLength: 60 }),
        (seed, balls) => {
          let s = seed;
          const random = (n: number) => (s = (s * 16807) % 2147483647) % n;
          const cards = Array.from({ length: 50 }, () => generateCard(random));
          const index = new CardIndex();
          index.add(cards.map((numbers, i) => ({ id: i + 1, numbers, full_name: null, address: null, contact: null, barcode: null })));
          const tally = new RoundTally(index, { rows: true });
          const results = new RoundResults(index, tally);
          for (const [i, b] of balls.entries()) {
            if (i % 7 === 6) tally.remove(b);
            else tally.draw(b);
            expect(results.rowNearCount()).toBe(naive(cards, tally.drawn));
          }
          tally.stopRows();
          expect(results.rowNearCount()).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });
});
