import type { Round, roundBody } from '@bingo/core';
import type { z } from 'zod';

export type RoundFormValues = z.input<typeof roundBody>;
export type RoundRequest = z.output<typeof roundBody>;

/** Spec §3: a new round's number is the highest existing plus 1, or 1. */
export function nextRoundNumber(rounds: readonly Pick<Round, 'number'>[]): number {
  return rounds.reduce((max, r) => Math.max(max, r.number), 0) + 1;
}

export function roundFormValues(round: Round | null, rounds: readonly Round[]): RoundFormValues {
  if (round) {
    return { number: String(round.number), prize: round.prize, type: round.type, notes: round.notes ?? '', status: round.status };
  }
  return { number: String(nextRoundNumber(rounds)), prize: '', type: '', notes: '', status: 'not_started' };
}
