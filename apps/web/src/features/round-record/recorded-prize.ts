import type { RecordEntry } from '@bingo/core';

export interface RecordedPrize {
  /** The prize round_started recorded, or null in a record without one. */
  atStart: string | null;
  /** Each change after the start (prize_changed), in order. */
  changes: { at: string; previous: string; prize: string }[];
}

/**
 * What the round was played for, as the record says (decisions.md §14): the round's current prize
 * could have been edited afterwards, the record cannot.
 */
export function recordedPrize(entries: readonly RecordEntry[]): RecordedPrize {
  const start = entries.find((e) => e.kind === 'round_started');
  return {
    atStart: start && typeof start.data.prize === 'string' ? start.data.prize : null,
    changes: entries
      .filter((e) => e.kind === 'prize_changed')
      .map((e) => ({ at: e.at, previous: String(e.data.previous ?? ''), prize: String(e.data.prize ?? '') })),
  };
}
