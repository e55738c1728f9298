import { replayStages } from '../bingo/stages';
import { replayRecord } from './replay';
import type { RecordCardSet, RecordEntry } from './record-entry';
import { ballSteps } from './stage-record';

/** Where the full card came in a round: the ball's count in the hall (1st, 2nd...) and its cards. */
export interface FullCardBall {
  /** How many balls stood once that ball was drawn (the telão's count then); null: no full card. */
  ball: number | null;
  card_ids: number[];
}

/**
 * The first ball that completed a card in play, by plain recount of the record (decisions.md §14),
 * and its place in the hall's count: the balls standing right after it was drawn, so a ball taken
 * back before it does not count.
 */
export function fullCardBall(entries: readonly RecordEntry[], sets: readonly RecordCardSet[]): FullCardBall {
  const { inPlay } = replayRecord(entries, sets);
  const steps = ballSteps(entries);
  const win = replayStages(['cartela_cheia'], inPlay, steps)[0];
  if (!win) return { ball: null, card_ids: [] };
  const drawn: number[] = [];
  for (const step of steps) {
    if (step.kind === 'remove') {
      const at = drawn.indexOf(step.number);
      if (at >= 0) drawn.splice(at, 1);
    } else if (!drawn.includes(step.number)) {
      drawn.push(step.number);
      if (step.seq === win.ball_seq) return { ball: drawn.length, card_ids: win.card_ids };
    }
  }
  return { ball: null, card_ids: [] };
}

/** The acumulado is won when the full card comes at or before the limit (docs/decisions/032). */
export function acumuladoWon(ball: number | null, limit: number): boolean {
  return ball !== null && ball <= limit;
}

/**
 * Recounts each `acumulado` entry from the record before it: its `won` and `ball` must follow from
 * the cards and the balls. Answers the seq of the first that disagrees, or null.
 */
export function checkAcumulado(entries: readonly RecordEntry[], sets: readonly RecordCardSet[]): number | null {
  for (const [i, entry] of entries.entries()) {
    if (entry.kind !== 'acumulado') continue;
    const { ball } = fullCardBall(entries.slice(0, i), sets);
    const limit = Number(entry.data.limit);
    if (entry.data.won !== acumuladoWon(ball, limit) || (entry.data.ball ?? null) !== ball) return entry.seq;
  }
  return null;
}
