import { describe, expect, it } from 'vitest';
import { CardIndex, type PlayCard } from './card-index';
import { RoundResults } from './ranking';
import { RoundTally } from './round-tally';

// decisions.md §14: a card that joined after the round's first ball sits the round out.
const card = (id: number, numbers: number[]): PlayCard => ({ id, numbers, full_name: null, address: null, contact: null, barcode: null });
const FULL = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
const OTHER = FULL.map((n) => n + 5);

function setup(options: { rows?: boolean } = {}) {
  const index = new CardIndex();
  const tally = new RoundTally(index, options);
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

  it('a card marked twice still sits out (its count must not wrap back into play)', () => {
    const { index, tally, results } = setup();
    index.add([card(7, FULL), card(8, OTHER)]);
    tally.draw(1);
    tally.sitOut([7]);
    tally.sitOut([7]);
    expect(tally.plays(index.positionOf(7)!)).toBe(false);
    for (const n of FULL) tally.draw(n);
    expect(results.winners()).toEqual([]);
  });

  it('the ranking drops a card as soon as it is marked, and after the next ball too', () => {
    const { index, tally, results } = setup();
    index.add([card(7, FULL), card(8, OTHER)]);
    tally.draw(1);
    const ids = () => [...results.order()].map((p) => index.cards[p]!.id);
    expect(ids()).toEqual([7, 8]);
    tally.sitOut([7]);
    expect(ids()).toEqual([8]);
    expect(results.top(10).map((s) => s.card_id)).toEqual([8]);

    const other = setup();
    other.index.add([card(7, FULL), card(8, OTHER)]);
    other.tally.draw(1);
    expect([...other.results.order()].length).toBe(2);
    other.tally.sitOut([7]);
    other.tally.draw(2);
    expect([...other.results.order()].map((p) => other.index.cards[p]!.id)).toEqual([8]);
  });

  it('a marked card neither nears nor wins the quina (decisions.md §14)', () => {
    const { index, tally, results } = setup({ rows: true });
    index.add([card(7, FULL), card(8, OTHER)]);
    tally.sitOut([7]);
    // Row 0 of card 7 is 1, 16, 31, 46, 61 (numbers are stored column by column).
    for (const n of [1, 16, 31, 46]) tally.draw(n);
    expect(results.rowNearCount()).toBe(0);
    expect(tally.rowMissingAt(index.positionOf(7)!)).toBe(1);
    tally.draw(61);
    expect([...tally.quinas]).toEqual([]);
  });

  it('a card marked before it reaches the index does not get the quina its drawn row would give', () => {
    const { index, tally } = setup({ rows: true });
    tally.sitOut([7]);
    for (const n of [1, 16, 31, 46, 61]) tally.draw(n);
    index.add([
      card(7, FULL),
      card(
        9,
        FULL.map((n) => n + 1),
      ),
    ]);
    tally.syncCards();
    expect(tally.rowMissingAt(index.positionOf(7)!)).toBe(0);
    expect(tally.plays(index.positionOf(7)!)).toBe(false);
    expect([...tally.quinas]).toEqual([]);
    // The same row brought in for a card that plays is its quina.
    index.add([card(10, FULL)]);
    tally.syncCards();
    expect([...tally.quinas]).toEqual([index.positionOf(10)]);
  });
});
