import type { RecordCard, RecordCardSet, RecordEntry } from './record-entry';

export interface ReplayedBall {
  number: number;
  at: string;
  seq: number;
}

export interface ReplayedRecord {
  /** Balls still drawn at the end, in the order they were drawn. */
  balls: ReplayedBall[];
  removals: (ReplayedBall & { reason: string })[];
  /** Cards in play at the end of the record, by id. */
  inPlay: Map<number, number[]>;
  /** Every card the record ever had in play, by id (a card that left keeps its numbers here). */
  everInPlay: Map<number, number[]>;
}

/**
 * A cards_added entry for cards that joined after the round's first ball: they sit the round out
 * and play from the next one (decisions.md §14), so they never enter this round's play. The entry
 * names that round in `plays_from_round` (its number, or null when it was not created yet).
 */
export function isLateEntry(entry: Pick<RecordEntry, 'kind' | 'data'>): boolean {
  return entry.kind === 'cards_added' && 'plays_from_round' in entry.data;
}

/** Plays the record forward: which balls stand at the end and which cards are in play. */
export function replayRecord(entries: readonly RecordEntry[], sets: readonly RecordCardSet[] = []): ReplayedRecord {
  const bySeq = new Map(sets.map((s) => [s.seq, s.cards]));
  const balls: ReplayedBall[] = [];
  const removals: ReplayedRecord['removals'] = [];
  const inPlay = new Map<number, number[]>();
  const everInPlay = new Map<number, number[]>();
  const cardsOf = (seq: number): RecordCard[] => bySeq.get(seq) ?? [];
  for (const e of entries) {
    if (e.kind === 'ball_drawn') balls.push({ number: Number(e.data.number), at: e.at, seq: e.seq });
    if (e.kind === 'ball_removed') {
      const number = Number(e.data.number);
      const i = balls.findIndex((b) => b.number === number);
      if (i >= 0) balls.splice(i, 1);
      removals.push({ number, at: e.at, seq: e.seq, reason: String(e.data.reason ?? '') });
    }
    if (e.kind === 'card_set' || (e.kind === 'cards_added' && !isLateEntry(e))) {
      for (const c of cardsOf(e.seq)) {
        inPlay.set(c.id, c.numbers);
        everInPlay.set(c.id, c.numbers);
      }
    }
    // A voided card leaves play like a removed one, and never comes back (decisions.md §15).
    if (e.kind === 'cards_removed' || e.kind === 'cards_voided') for (const c of cardsOf(e.seq)) inPlay.delete(c.id);
  }
  return { balls, removals, inPlay, everInPlay };
}

/** How many of a card's numbers were not drawn. */
export function missingCount(numbers: readonly number[], balls: readonly number[]): number {
  const drawn = new Set(balls);
  return numbers.filter((n) => !drawn.has(n)).length;
}

/** Cards in play whose 25 numbers were all drawn, by id. */
export function winnersOf(inPlay: ReadonlyMap<number, readonly number[]>, balls: readonly number[]): number[] {
  return [...inPlay.entries()]
    .filter(([, numbers]) => missingCount(numbers, balls) === 0)
    .map(([id]) => id)
    .sort((a, b) => a - b);
}
