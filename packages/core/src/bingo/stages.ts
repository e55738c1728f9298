import { CARD_COLUMNS, CARD_ROWS } from './letters';
import type { RoundTally } from './round-tally';

/**
 * A round's prize stages (decisions.md §14): `quina`, any of the card's 5 horizontal rows fully
 * drawn, and `cartela_cheia`, all 25 numbers. The list ends with cartela_cheia and holds each kind
 * once; without stages a round is cartela_cheia with the round's prize.
 */
export const STAGE_KINDS = ['quina', 'cartela_cheia'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** A stage won: which stage of the list, on which ball (the caller's mark, e.g. its record seq), by which cards. */
export interface StageWin {
  stage: number;
  kind: StageKind;
  ball_seq: number;
  card_ids: number[];
}

/** Whether a card's numbers complete the stage with these balls drawn. */
export function completes(kind: StageKind, numbers: readonly number[], drawn: ReadonlySet<number>): boolean {
  if (kind === 'cartela_cheia') return numbers.every((n) => drawn.has(n));
  for (let r = 0; r < CARD_ROWS; r++) {
    let full = true;
    for (let c = 0; c < CARD_COLUMNS && full; c++) full = drawn.has(numbers[c * CARD_ROWS + r]!);
    if (full) return true;
  }
  return false;
}

/** One step of a round as the record tells it: a ball drawn (with its mark) or a ball taken back. */
export type BallStep = { kind: 'draw'; number: number; seq: number } | { kind: 'remove'; number: number };

/**
 * Cards entering or leaving play in the middle of a round (a refund, a voided card): a stage is
 * counted over the cards in play when its ball is drawn, so a winner whose card leaves afterwards
 * keeps the stage (decisions.md §14, §15).
 */
export type CardStep = { kind: 'join'; cards: [number, readonly number[]][] } | { kind: 'leave'; card_ids: number[] };
export type StageStep = BallStep | CardStep;

/**
 * The rules of decisions.md §14 over a round's steps, by plain recount: the current stage is the
 * first not won; it is won on the first ball that completes it for at least one card, shared by
 * every card that completes it then, and the next stage may close on that same ball. Taking back
 * the last ball drawn reopens the stages it closed; once a later ball is drawn a stage stays won,
 * even if that later ball is taken back too.
 * The reference the live engine (StageTracker) and the record's verification are held to.
 */
export function replayStages(
  kinds: readonly StageKind[],
  initial: ReadonlyMap<number, readonly number[]>,
  steps: readonly StageStep[],
): StageWin[] {
  const cards = new Map(initial);
  const drawn: number[] = [];
  const wins: StageWin[] = [];
  const seqs: number[] = [];
  let settled = 0;
  for (const step of steps) {
    if (step.kind === 'join') {
      for (const [id, numbers] of step.cards) cards.set(id, numbers);
      continue;
    }
    if (step.kind === 'leave') {
      for (const id of step.card_ids) cards.delete(id);
      continue;
    }
    if (step.kind === 'remove') {
      const at = drawn.indexOf(step.number);
      if (at < 0) continue;
      const wasLast = at === drawn.length - 1;
      const seq = seqs[at]!;
      drawn.splice(at, 1);
      seqs.splice(at, 1);
      if (wasLast) while (wins.length > settled && wins.at(-1)!.ball_seq === seq) wins.pop();
      continue;
    }
    if (drawn.includes(step.number)) continue;
    settled = wins.length;
    drawn.push(step.number);
    seqs.push(step.seq);
    const set = new Set(drawn);
    for (let stage = wins.length; stage < kinds.length; stage++) {
      const kind = kinds[stage]!;
      const ids = [...cards].filter(([, numbers]) => completes(kind, numbers, set)).map(([id]) => id);
      if (ids.length === 0) break;
      wins.push({ stage, kind, ball_seq: step.seq, card_ids: ids.sort((a, b) => a - b) });
    }
  }
  return wins;
}

/**
 * The live counterpart of replayStages over a RoundTally: after each ball it asks the tally's sets
 * (cards with a full row, full cards) instead of recounting, so a ball at a million cards costs the
 * tally's pass and nothing more. The tally starts empty, counts rows when a stage is a quina, and
 * is not drawn on behind the tracker's back. Once a ball follows the one that won the quina the
 * quina can no longer reopen, and the tally stops counting rows.
 */
export class StageTracker {
  readonly wins: StageWin[] = [];
  private readonly seqs: number[] = [];
  /** Wins a later ball has followed: no removal reopens them. */
  private settled = 0;

  constructor(
    private readonly kinds: readonly StageKind[],
    private readonly tally: RoundTally,
    private readonly cardId: (position: number) => number,
  ) {
    if (kinds.includes('quina') && !tally.countsRows) throw new Error('A round with a quina needs a tally that counts rows.');
  }

  /** The stage now being played, or null when every stage is won. */
  get current(): number | null {
    return this.wins.length < this.kinds.length ? this.wins.length : null;
  }

  /** Draws the ball; answers the stages it closed (often none). */
  draw(number: number, seq: number): StageWin[] {
    if (this.tally.drawn.has(number)) return [];
    this.settled = this.wins.length;
    if (this.tally.countsRows && this.wins.some((w) => w.kind === 'quina')) this.tally.stopRows();
    this.tally.draw(number);
    this.seqs.push(seq);
    const closed: StageWin[] = [];
    for (let stage = this.wins.length; stage < this.kinds.length; stage++) {
      const kind = this.kinds[stage]!;
      const positions = kind === 'quina' ? this.tally.quinas : this.tally.winners;
      if (positions.size === 0) break;
      const win = { stage, kind, ball_seq: seq, card_ids: [...positions].map(this.cardId).sort((a, b) => a - b) };
      this.wins.push(win);
      closed.push(win);
    }
    return closed;
  }

  /** Takes a ball back; answers the stages it reopened (only when it was the last ball drawn). */
  remove(number: number): StageWin[] {
    const at = this.tally.drawnOrder.lastIndexOf(number);
    if (at < 0) return [];
    const wasLast = at === this.tally.drawnOrder.length - 1;
    const seq = this.seqs[at]!;
    this.tally.remove(number);
    this.seqs.splice(at, 1);
    const reopened: StageWin[] = [];
    if (wasLast) while (this.wins.length > this.settled && this.wins.at(-1)!.ball_seq === seq) reopened.unshift(this.wins.pop()!);
    return reopened;
  }
}
