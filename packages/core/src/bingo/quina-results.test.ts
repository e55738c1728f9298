import { describe, expect, it } from 'vitest';
import { CardIndex, type PlayCard } from './card-index';
import { QuinaResults } from './quina-results';
import { RoundTally } from './round-tally';

// decisions.md §14: the panel's Quase Vencedores and Top 10 of the quina stage speak of each card's
// closest row (5 numbers). Numbers are stored column by column: row r is the r-th of every column.
const card = (id: number, numbers: number[]): PlayCard => ({
  id,
  numbers,
  full_name: `Comprador ${id}`,
  address: null,
  contact: null,
  barcode: null,
});
const A = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
const B = [1, 6, 7, 8, 9, 16, 21, 22, 23, 24, 31, 36, 37, 38, 39, 46, 51, 52, 53, 54, 61, 66, 67, 68, 69];
// Row 0 is 1 16 32 47 62: three missing once 1 16 31 46 are out.
const D = [1, 10, 11, 12, 13, 16, 25, 26, 27, 28, 32, 40, 41, 42, 43, 47, 55, 56, 57, 58, 62, 70, 71, 72, 73];
// Holds none of 1 16 31 46: every row misses all 5.
const E = [6, 7, 8, 9, 10, 21, 22, 23, 24, 25, 36, 37, 38, 39, 40, 51, 52, 53, 54, 55, 66, 67, 68, 69, 70];

/** Cards 30 (D), 40 (E), 20 (B), 10 (A) in that order, and card 5 (A's numbers) sold after the first ball. */
function round(rows: boolean) {
  const index = new CardIndex();
  const tally = new RoundTally(index, { rows });
  index.add([card(30, D), card(40, E), card(20, B), card(10, A)]);
  tally.draw(1);
  tally.sitOut([5]);
  index.add([card(5, A)]);
  for (const n of [16, 31, 46]) tally.draw(n);
  return new QuinaResults(index, tally);
}

describe.each([
  ['while the tally counts rows', true],
  ['from the cards’ numbers', false],
])('the quina’s results %s', (_, rows) => {
  it('lists the playing cards one number from a row as almost winners, by card number', () => {
    expect(
      round(rows)
        .almostWinners()
        .map((s) => s.card_id),
    ).toEqual([10, 20]);
  });

  it('ranks the playing cards by the numbers their closest row misses, ties by card number', () => {
    const results = round(rows);
    expect(results.top(10).map((s) => [s.card_id, s.faltam])).toEqual([
      [10, 1],
      [20, 1],
      [30, 3],
      [40, 5],
    ]);
    expect(results.top(3).map((s) => s.card_id)).toEqual([10, 20, 30]);
  });
});

describe('a card’s quina standing', () => {
  it('counts hits and misses on the closest row only, and shows the whole card', () => {
    const index = new CardIndex();
    const tally = new RoundTally(index, { rows: true });
    index.add([card(10, A)]);
    for (const n of [1, 16, 31, 46, 2]) tally.draw(n);
    expect(new QuinaResults(index, tally).standing(0)).toEqual({
      card_id: 10,
      full_name: 'Comprador 10',
      address: null,
      contact: null,
      barcode: null,
      acertos: 4,
      faltam: 1,
      faltando: [61],
      numbers: A,
    });
  });
});
