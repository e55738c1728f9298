import { describe, expect, it } from 'vitest';
import { CardIndex, type PlayCard } from './card-index';
import { RoundResults } from './ranking';
import { RoundTally } from './round-tally';

// decisions.md §14: a card that joined after the round's first ball sits the round out.
const card = (id: number, numbers: number[]): PlayCard => ({ id, numbers, full_name: null, address: null, contact: null, barcode: null });
const FULL = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
const OTHER = FULL.map((n) => n + 5);

function setup() {
  const index = new CardIndex();
  const tally = new RoundTally(index);
  return { index, tally, results: new RoundResults(index, tally) };
}

describe('cards that sit the round out', () => {
  it('a card marked before it reaches the index never wins, near-wins or ranks, whatever is drawn', () => {
    const { index, tally, results } = setup();
    for (const n of FULL) tally.draw(n);
    tally.sitOut([7]);
    index.add([card(7, FULL), card(8, OTHER)]);
    expect(results.winners()).toEqual([]);
    expect(results.almostWinners()).toEqual([]);
    expect(results.top(10).map((s) => s.card_id)).toEqual([8]);
    expect(results.ranking(1, 50)).toMatchObject({ total: 1 });
    expect([...results.order()].map((p) => index.cards[p]!.id)).toEqual([8]);
  });

  it('a card already counted as a winner stops winning when marked, and stays out as balls come and go', () => {
    const { index, tally, results } = setup();
    index.add([card(7, FULL), card(8, OTHER)]);
    for (const n of FULL) tally.draw(n);
    expect(results.winnersCount()).toBe(1);
    tally.sitOut([7]);
    expect(results.winnersCount()).toBe(0);
    // Every ball removed and drawn again: its count neither wraps nor comes back into play.
    for (const n of FULL) tally.remove(n);
    expect(results.almostCount()).toBe(0);
    for (const n of FULL) tally.draw(n);
    expect(results.winners()).toEqual([]);
    expect(tally.plays(index.positionOf(8)!)).toBe(true);
    expect(tally.plays(index.positionOf(7)!)).toBe(false);
  });

  it('marks one round only: the same card plays in another round of the event', () => {
    const { index, tally } = setup();
    const next = new RoundTally(index);
    tally.sitOut([7]);
    index.add([card(7, FULL)]);
    for (const n of FULL) {
      tally.draw(n);
      next.draw(n);
    }
    expect(tally.winners.size).toBe(0);
    expect(next.winners.size).toBe(1);
  });
});
