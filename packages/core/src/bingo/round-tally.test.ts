import { describe, expect, it } from 'vitest';
import { CardIndex, type PlayCard } from './card-index';
import { RoundTally } from './round-tally';

// Card i holds 1..5 shifted by i in every column (wrapping inside the column): distinct cards.
const playCard = (id: number): PlayCard => ({
  id,
  numbers: [0, 1, 2, 3, 4].flatMap((c) => [0, 1, 2, 3, 4].map((r) => c * 15 + 1 + ((id + r) % 15))),
  full_name: null,
  address: null,
  contact: null,
  barcode: null,
});

const missingOf = (tally: RoundTally, index: CardIndex) => index.cards.map((_, p) => tally.missingAt(p));

describe('round tally', () => {
  it('keeps the balls in the order they were drawn, a removed ball leaving its place', () => {
    const tally = new RoundTally(new CardIndex());
    for (const ball of [5, 9, 5, 12]) tally.draw(ball);
    expect(tally.drawnOrder).toEqual([5, 9, 12]);
    expect(tally.remove(9)).toBe(true);
    expect(tally.remove(9)).toBe(false);
    tally.draw(9);
    expect(tally.drawnOrder).toEqual([5, 12, 9]);
    expect([...tally.drawn]).toEqual([5, 12, 9]);
  });

  it('counts a batch of sales bigger than its table, made when the round had no cards yet', () => {
    const index = new CardIndex();
    const tally = new RoundTally(index);
    tally.draw(1);
    index.add(Array.from({ length: 40 }, (_, i) => playCard(i)));
    tally.draw(2);
    tally.syncCards();
    const expected = index.cards.map((c) => 25 - c.numbers.filter((n) => n === 1 || n === 2).length);
    expect(missingOf(tally, index)).toEqual(expected);
    expect(expected).toContain(23);
    index.add(Array.from({ length: 100 }, (_, i) => playCard(100 + i)));
    tally.remove(1);
    expect(missingOf(tally, index)).toEqual(index.cards.map((c) => (c.numbers.includes(2) ? 24 : 25)));
  });

  it('moves a card between winners and one-ball-away as its last balls come and go', () => {
    const index = new CardIndex();
    index.add([playCard(0)]);
    const tally = new RoundTally(index);
    const [last, beforeLast, ...rest] = [...index.cards[0]!.numbers].reverse();
    for (const n of rest) tally.draw(n);
    expect([tally.winners.size, tally.almost.size]).toEqual([0, 0]);
    tally.draw(beforeLast!);
    expect([[...tally.winners], [...tally.almost]]).toEqual([[], [0]]);
    tally.draw(last!);
    expect([[...tally.winners], [...tally.almost]]).toEqual([[0], []]);
    tally.remove(beforeLast!);
    expect([[...tally.winners], [...tally.almost]]).toEqual([[], [0]]);
    tally.remove(last!);
    expect([[...tally.winners], [...tally.almost]]).toEqual([[], []]);
  });
});
