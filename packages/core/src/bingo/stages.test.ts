import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCard } from './card';
import { CardIndex, type PlayCard } from './card-index';
import { RoundTally } from './round-tally';
import { completes, replayStages, StageTracker, type BallStep, type StageKind } from './stages';

// decisions.md §14: quina (a horizontal row) then cartela cheia, stage by stage, ties shared.
const card = (id: number, numbers: number[]): PlayCard => ({ id, numbers, full_name: null, address: null, contact: null, barcode: null });
// Column by column, each ascending: row r is the r-th number of every column.
const A = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
const B = [1, 6, 7, 8, 9, 16, 21, 22, 23, 24, 31, 36, 37, 38, 39, 46, 51, 52, 53, 54, 61, 66, 67, 68, 69];
const TOP_ROW = [1, 16, 31, 46, 61]; // row 0 of both A and B
const BOTH: StageKind[] = ['quina', 'cartela_cheia'];

function tracker(cards: PlayCard[], kinds: StageKind[] = BOTH) {
  const index = new CardIndex();
  index.add(cards);
  const tally = new RoundTally(index, { rows: kinds.includes('quina') });
  return new StageTracker(kinds, tally, (p) => index.cards[p]!.id);
}

describe('prize stages', () => {
  it('reads a row across the columns, not down a column', () => {
    expect(completes('quina', A, new Set(TOP_ROW))).toBe(true);
    expect(completes('quina', A, new Set([1, 2, 3, 4, 5]))).toBe(false);
    expect(completes('quina', A, new Set([5, 20, 35, 50, 65]))).toBe(true);
    expect(completes('cartela_cheia', A, new Set(TOP_ROW))).toBe(false);
  });

  it('a quina completed on one ball by two cards is shared, and the round plays on to the full card', () => {
    const t = tracker([card(10, A), card(20, B)]);
    expect(t.current).toBe(0);
    for (const [i, n] of TOP_ROW.slice(0, 4).entries()) expect(t.draw(n, i + 1)).toEqual([]);
    expect(t.draw(61, 5)).toEqual([{ stage: 0, kind: 'quina', ball_seq: 5, card_ids: [10, 20] }]);
    expect(t.current).toBe(1);
    const rest = A.filter((n) => !TOP_ROW.includes(n));
    rest.forEach((n, i) => t.draw(n, 6 + i));
    expect(t.wins.at(-1)).toEqual({ stage: 1, kind: 'cartela_cheia', ball_seq: 5 + rest.length, card_ids: [10] });
    expect(t.current).toBeNull();
  });

  it('a ball may close several stages: they close in order on it', () => {
    // In play a full card has had four full rows before its last ball, so the quina closes first;
    // a card counted into the tally with its balls already out (a rebuilt engine) reaches both at once.
    const index = new CardIndex();
    const tally = new RoundTally(index, { rows: true });
    const t = new StageTracker(BOTH, tally, (p) => index.cards[p]!.id);
    t.draw(75, 1);
    A.forEach((n) => tally.draw(n));
    index.add([card(10, A)]);
    expect(t.draw(74, 2)).toEqual([
      { stage: 0, kind: 'quina', ball_seq: 2, card_ids: [10] },
      { stage: 1, kind: 'cartela_cheia', ball_seq: 2, card_ids: [10] },
    ]);
  });

  it('the quina closes on the first row filled, before the card is full', () => {
    const t = tracker([card(10, A)]);
    const lastColumn = [61, 62, 63, 64, 65]; // each completes one row
    A.filter((n) => !lastColumn.includes(n)).forEach((n, i) => t.draw(n, i + 1));
    expect(t.wins).toEqual([]);
    expect(t.draw(63, 21)).toEqual([{ stage: 0, kind: 'quina', ball_seq: 21, card_ids: [10] }]);
    [61, 62, 64].forEach((n, i) => t.draw(n, 22 + i));
    expect(t.draw(65, 25)).toEqual([{ stage: 1, kind: 'cartela_cheia', ball_seq: 25, card_ids: [10] }]);
  });

  it('taking back the ball that closed a stage reopens it before the next ball, not after', () => {
    const t = tracker([card(10, A), card(20, B)]);
    TOP_ROW.forEach((n, i) => t.draw(n, i + 1));
    expect(t.wins).toHaveLength(1);
    expect(t.remove(61)).toEqual([{ stage: 0, kind: 'quina', ball_seq: 5, card_ids: [10, 20] }]);
    expect(t.current).toBe(0);
    t.draw(61, 7);
    expect(t.wins).toEqual([{ stage: 0, kind: 'quina', ball_seq: 7, card_ids: [10, 20] }]);
    t.draw(75, 8);
    expect(t.remove(61)).toEqual([]);
    expect(t.wins).toHaveLength(1);
  });

  it('a stage a later ball followed stays won when that later ball is taken back, then its own', () => {
    const steps: BallStep[] = [...TOP_ROW.map((number, i) => ({ kind: 'draw' as const, number, seq: i + 1 }))];
    steps.push({ kind: 'draw', number: 75, seq: 6 }, { kind: 'remove', number: 75 }, { kind: 'remove', number: 61 });
    const cards = new Map([[10, A]]);
    expect(replayStages(BOTH, cards, steps)).toEqual([{ stage: 0, kind: 'quina', ball_seq: 5, card_ids: [10] }]);
    const t = tracker([card(10, A)]);
    TOP_ROW.forEach((n, i) => t.draw(n, i + 1));
    t.draw(75, 6);
    expect(t.remove(75)).toEqual([]);
    expect(t.remove(61)).toEqual([]);
    expect(t.wins).toHaveLength(1);
  });

  it('stops counting rows once a ball follows the quina, and refuses a quina on a tally without rows', () => {
    const t = tracker([card(10, A)]);
    const tally = (t as unknown as { tally: RoundTally }).tally;
    TOP_ROW.forEach((n, i) => t.draw(n, i + 1));
    expect(tally.countsRows).toBe(true);
    t.draw(61, 6); // already drawn: not a new ball
    expect(tally.countsRows).toBe(true);
    t.draw(2, 7);
    expect(tally.countsRows).toBe(false);
    expect(tally.rowMissingAt(0)).toBeNull();
    expect(() => new StageTracker(BOTH, new RoundTally(new CardIndex()), () => 0)).toThrow();
  });

  it('the tally keeps a card among the quinas while any one of its rows is still full', () => {
    const index = new CardIndex();
    index.add([card(10, A)]);
    const tally = new RoundTally(index, { rows: true });
    [...TOP_ROW, 2, 17, 32, 47, 62].forEach((n) => tally.draw(n));
    expect(tally.rowMissingAt(0)).toBe(0);
    tally.remove(16);
    expect([...tally.quinas]).toEqual([0]);
    tally.remove(62);
    expect([...tally.quinas]).toEqual([]);
    expect(tally.rowMissingAt(0)).toBe(1);
  });

  it('the live tracker names the same stage winners as a plain recount, ball by ball (property)', () => {
    const seeded = (seed: number) => {
      let s = seed >>> 0 || 1;
      return (bound: number) => {
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        return (s >>> 0) % bound;
      };
    };
    const step = fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: 75 }).map((number) => ({ kind: 'draw' as const, number })) },
      { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 75 }).map((number) => ({ kind: 'remove' as const, number })) },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(step, { minLength: 20, maxLength: 160 }),
        (seed, count, actions) => {
          const random = seeded(seed);
          const cards = Array.from({ length: count }, (_, i) => card(i + 1, generateCard(random)));
          const t = tracker(cards);
          const steps: BallStep[] = [];
          let seq = 0;
          for (const action of actions) {
            if (action.kind === 'draw') {
              if (t.current === null) continue;
              seq++;
              steps.push({ kind: 'draw', number: action.number, seq });
              t.draw(action.number, seq);
            } else {
              const drawnOrder = [...(t as unknown as { tally: RoundTally }).tally.drawnOrder];
              const number = action.kind === 'undo' ? drawnOrder.at(-1) : action.number;
              if (number === undefined) continue;
              steps.push({ kind: 'remove', number });
              t.remove(number);
            }
          }
          // Then every ball left, so both stages are always reached.
          for (let n = 1; n <= 75; n++) {
            seq++;
            steps.push({ kind: 'draw', number: n, seq });
            t.draw(n, seq);
          }
          const byId = new Map(cards.map((c) => [c.id, c.numbers]));
          expect(t.wins).toEqual(replayStages(BOTH, byId, steps));
          expect(t.wins.map((w) => w.kind)).toEqual(BOTH);
        },
      ),
      { numRuns: 200 },
    );
  });
});

// A third card sharing row 0 with A and B, for a quina shared by three.
const C = [1, 10, 11, 12, 13, 16, 25, 26, 27, 28, 31, 40, 41, 42, 43, 46, 55, 56, 57, 58, 61, 70, 71, 72, 73];
const drawSteps = (numbers: number[], firstSeq = 1): BallStep[] =>
  numbers.map((number, i) => ({ kind: 'draw' as const, number, seq: firstSeq + i }));

describe('stage winners by recount and live, ball by ball (decisions.md §14)', () => {
  it('the recount reopens the quina when the ball that closed it is taken back, and closes it on the next ball that does', () => {
    const cards = new Map([[10, A]]);
    expect(replayStages(BOTH, cards, [...drawSteps(TOP_ROW), { kind: 'remove', number: 61 }])).toEqual([]);
    const redrawn = [...drawSteps(TOP_ROW), { kind: 'remove' as const, number: 61 }, ...drawSteps([61], 7)];
    expect(replayStages(BOTH, cards, redrawn)).toEqual([{ stage: 0, kind: 'quina', ball_seq: 7, card_ids: [10] }]);
  });

  it('the recount keeps the quina when a ball drawn before the one that closed it is taken back', () => {
    const steps: BallStep[] = [...drawSteps(TOP_ROW), { kind: 'remove', number: 16 }];
    expect(replayStages(BOTH, new Map([[10, A]]), steps)).toEqual([{ stage: 0, kind: 'quina', ball_seq: 5, card_ids: [10] }]);
  });

  it('a shared stage lists its winners by card number, whatever order the cards came in', () => {
    const cards = new Map([
      [30, C],
      [10, A],
      [20, B],
    ]);
    expect(replayStages(BOTH, cards, drawSteps(TOP_ROW))).toEqual([{ stage: 0, kind: 'quina', ball_seq: 5, card_ids: [10, 20, 30] }]);
    const t = tracker([card(30, C), card(10, A), card(20, B)]);
    TOP_ROW.slice(0, 4).forEach((n, i) => t.draw(n, i + 1));
    expect(t.draw(61, 5)).toEqual([{ stage: 0, kind: 'quina', ball_seq: 5, card_ids: [10, 20, 30] }]);
  });

  it('the live tracker ignores taking back a ball never drawn, and still reopens the stage of the last ball', () => {
    const t = tracker([card(10, A)]);
    TOP_ROW.forEach((n, i) => t.draw(n, i + 1));
    expect(t.remove(75)).toEqual([]);
    expect(t.wins).toHaveLength(1);
    expect(t.remove(61)).toEqual([{ stage: 0, kind: 'quina', ball_seq: 5, card_ids: [10] }]);
    expect(t.current).toBe(0);
  });

  it('refuses a quina on a tally that does not count rows, saying why', () => {
    expect(() => new StageTracker(BOTH, new RoundTally(new CardIndex()), () => 0)).toThrow(
      'A round with a quina needs a tally that counts rows.',
    );
  });
});
