import type { BingoEvent, LiveState } from '@bingo/core';

/**
 * What the server wrote into the page it sent for the first screen (apps/server
 * modules/first-frame, docs/decisions/037): /comprar's events on sale, a /verificacao/{id}'s live
 * state. Read once, synchronously, before the first render, so that screen needs no request of its
 * own on a slow phone. Absent on other pages and from the Vite dev server: then the app asks.
 */
export interface FirstFrame {
  open_events?: BingoEvent[];
  live?: LiveState;
}

/** The data is as fresh as the page: good for the queries' staleTime after it arrived, no longer. */
const FRESH_MS = 30_000;

let read: FirstFrame | undefined;

export function firstFrame(doc: Document = document): FirstFrame {
  if (read) return read;
  try {
    read = JSON.parse(doc.getElementById('first-frame')?.textContent || '{}') as FirstFrame;
  } catch {
    read = {};
  }
  return read;
}

/** One part of the first frame while the page is young; undefined after (a later visit asks the server). */
export function firstFrameData<K extends keyof FirstFrame>(key: K): FirstFrame[K] | undefined {
  return performance.now() < FRESH_MS ? firstFrame()[key] : undefined;
}

/** When the page's data was made, for TanStack Query's initialDataUpdatedAt: when the page was asked for. */
export function firstFrameMadeAt(): number {
  return performance.timeOrigin;
}

/** For tests: forget what was read. */
export function resetFirstFrame(): void {
  read = undefined;
}
