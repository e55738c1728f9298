import { describe, expect, it } from 'vitest';
import { CardIndex, type PlayCard } from './card-index';
import { RoundTally } from './round-tally';

// decisions.md §14: with a quina the tally counts each row of each card. Card `shift` holds, on row
// r of every column, the column's (shift + r)-th number (mod 15): a row of "offset k" (the five
// numbers c * 15 + 1 + k) is row k - shift of the cards shifted 0 to 4 below k.
const playCard = (id: number, shift = id): PlayCard => ({
  id,
  numbers: [0, 1, 2, 3, 4].flatMap((c) => [0, 1, 2, 3, 4].map((r) => c * 15 + 1 + ((shift + r) % 15))),
  full_name: null,
  address: null,
  contact: null,
  barcode: null,
});
const rowOf = (offset: number) => [0, 1, 2, 3, 4].map((c) => c * 15 + 1 + offset);

describe('the rows the tally counts for the quina', () => {
  it("answers each card's own closest row, not its neighbour's", () => {
    const index = new CardIndex();
    index.add([0, 1, 2, 3, 4, 5].map((id) => playCard(id)));
    const tally = new RoundTally(index, { rows: true });
    // Four numbers of offset 4: row 4 of card 0 ... row 0 of card 4; card 5 has none of them.
    for (const n of rowOf(4).slice(0, 4)) tally.draw(n);
    expect(index.cards.map((_, p) => tally.rowMissingAt(p))).toEqual([1, 1, 1, 1, 1, 5]);
    tally.draw(rowOf(6)[0]!);
    expect(index.cards.map((_, p) => tally.rowMissingAt(p))).toEqual([1, 1, 1, 1, 1, 4]);
  });

  it('keeps counting rows when more cards arrive than its table was made for', () => {
    const index = new CardIndex();
    const tally = new RoundTally(index, { rows: true });
    index.add(Array.from({ length: 40 }, (_, id) => playCard(id)));
    for (const n of rowOf(2)) tally.draw(n);
    // Offset 2 is a row of the cards whose shift is 13, 14, 0, 1 or 2 (mod 15), wherever they stand.
    const expected = index.cards.map((c, p) => [p, c.id % 15] as const).filter(([, s]) => [13, 14, 0, 1, 2].includes(s));
    expect([...tally.quinas].sort((a, b) => a - b)).toEqual(expected.map(([p]) => p));
    expect(tally.quinas.has(index.positionOf(30)!)).toBe(true);
    expect(tally.rowMissingAt(index.positionOf(31)!)).toBe(0);
    expect(tally.rowMissingAt(index.positionOf(39)!)).toBe(5);
  });

  it('counts the rows of a card brought into the tally after balls were drawn', () => {
    const index = new CardIndex();
    index.add([playCard(10, 0)]);
    const tally = new RoundTally(index, { rows: true });
    // Offset 3 is row 3 of card 10 and row 2 of card 11 (shift 1), which reaches the index later.
    for (const n of rowOf(3)) tally.draw(n);
    index.add([playCard(11, 1)]);
    tally.syncCards();
    expect([...tally.quinas].sort()).toEqual([0, 1]);
    expect([tally.rowMissingAt(0), tally.rowMissingAt(1)]).toEqual([0, 0]);
    tally.remove(rowOf(3)[4]!);
    expect([...tally.quinas]).toEqual([]);
    expect([tally.rowMissingAt(0), tally.rowMissingAt(1)]).toEqual([1, 1]);
  });
});
