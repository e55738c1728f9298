import { describe, expect, it } from 'vitest';
import { missingCount, replayRecord, winnersOf } from './replay';
import type { RecordEntry, RecordKind } from './record-entry';

// Replay reads kinds, data and seq only; the hashes are verifyRecord's business.
const entries = (items: [RecordKind, Record<string, unknown>][]): RecordEntry[] =>
  items.map(([kind, data], i) => ({
    round_id: 1,
    seq: i + 1,
    at: `2026-11-24T22:00:0${i % 10}.000Z`,
    kind,
    data,
    prev_hash: '',
    hash: '',
  }));

const balls = (...numbers: number[]): [RecordKind, Record<string, unknown>][] => numbers.map((number) => ['ball_drawn', { number }]);

describe('replaying a public round record', () => {
  it('takes back the first ball drawn, and nothing for a ball that was never drawn', () => {
    const replay = replayRecord(
      entries([...balls(5, 9, 12), ['ball_removed', { number: 5, reason: 'Caiu duas' }], ['ball_removed', { number: 40 }]]),
    );
    expect(replay.balls.map((b) => b.number)).toEqual([9, 12]);
    expect(replay.balls[0]).toEqual({ number: 9, at: '2026-11-24T22:00:01.000Z', seq: 2 });
    expect(replay.removals).toEqual([
      { number: 5, at: '2026-11-24T22:00:03.000Z', seq: 4, reason: 'Caiu duas' },
      { number: 40, at: '2026-11-24T22:00:04.000Z', seq: 5, reason: '' },
    ]);
  });

  it('puts in play the cards of card_set and cards_added entries, by their seq', () => {
    const a = { id: 3, numbers: [1, 2] };
    const b = { id: 8, numbers: [3, 4] };
    const log = entries([
      ['card_set', { count: 1 }],
      ['round_started', {}],
      ['cards_added', { count: 1 }],
      ['cards_removed', { count: 1 }],
    ]);
    const replay = replayRecord(log, [
      { seq: 1, cards: [a] },
      // No card joins with a round_started entry, whatever is filed under its seq.
      { seq: 2, cards: [{ id: 5, numbers: [5, 6] }] },
      { seq: 3, cards: [b] },
      { seq: 4, cards: [a] },
    ]);
    expect([...replay.inPlay]).toEqual([[8, [3, 4]]]);
    expect([...replay.everInPlay]).toEqual([
      [3, [1, 2]],
      [8, [3, 4]],
    ]);
    expect(replayRecord(log).everInPlay.size).toBe(0);
  });

  it('names as winners, by card number, only the cards in play with every number drawn', () => {
    const inPlay = new Map([
      [12, [1, 2, 3]],
      [4, [2, 3, 5]],
      [7, [1, 2, 9]],
    ]);
    expect(winnersOf(inPlay, [5, 3, 2, 1])).toEqual([4, 12]);
    expect(missingCount([1, 2, 9], [5, 3, 2, 1])).toBe(1);
    expect(winnersOf(inPlay, [])).toEqual([]);
  });

  it('keeps out of play the cards of a late cards_added entry, which wait for the next round (decisions.md §14)', () => {
    const a = { id: 3, numbers: [1, 2] };
    const b = { id: 8, numbers: [3, 4] };
    const log = entries([
      ['card_set', { count: 1 }],
      ...balls(1, 2, 3, 4),
      ['cards_added', { count: 1, plays_from_round: 2 }],
      ['cards_added', { count: 1, plays_from_round: null }],
    ]);
    const replay = replayRecord(log, [
      { seq: 1, cards: [a] },
      { seq: 6, cards: [b] },
      { seq: 7, cards: [{ id: 9, numbers: [1, 2] }] },
    ]);
    expect([...replay.inPlay.keys()]).toEqual([3]);
    expect(winnersOf(replay.inPlay, [1, 2, 3, 4])).toEqual([3]);
  });

  it('takes a voided card out of play for good, like a removed one (decisions.md §15)', () => {
    const a = { id: 3, numbers: [1, 2] };
    const b = { id: 8, numbers: [3, 4] };
    const log = entries([['card_set', { count: 2 }], ...balls(1, 2), ['cards_voided', { count: 1, card_ids: [3] }]]);
    const replay = replayRecord(log, [
      { seq: 1, cards: [a, b] },
      { seq: 4, cards: [a] },
    ]);
    expect([...replay.inPlay.keys()]).toEqual([8]);
    expect([...replay.everInPlay.keys()]).toEqual([3, 8]);
    expect(winnersOf(replay.inPlay, [1, 2, 3, 4])).toEqual([8]);
  });
});
