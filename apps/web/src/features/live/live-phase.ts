import type { LiveState } from '@bingo/core';

export type LivePhase = 'loading' | 'running' | 'waiting' | 'finished';

/**
 * What a live screen shows (spec §4): the running round; else, when every round is over, the
 * finished message; else the waiting message.
 */
export function livePhase(state: LiveState | null): LivePhase {
  if (!state) return 'loading';
  if (state.round) return 'running';
  return state.all_finished ? 'finished' : 'waiting';
}

/** The route's event id, or null when it is not a positive integer (the screen says so). */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
