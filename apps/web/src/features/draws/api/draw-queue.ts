import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../../lib/storage-keys';

/** One ball typed on this browser and not yet stored by the server. */
export interface QueuedDraw {
  number: number;
  /** Its Idempotency-Key: sent again after a reload, the server stores the ball once. */
  key: string;
  /**
   * The server's refusal for lack of control (decisions.md §14): the ball stays until the operator
   * takes control or discards it, never dropped silently.
   */
  refusal?: string;
}

const isQueued = (value: unknown): value is QueuedDraw =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedDraw).number === 'number' &&
  typeof (value as QueuedDraw).key === 'string';

/** The round's queue as kept in localStorage, oldest first; anything unreadable counts as empty. */
export function readDrawQueue(roundId: number): QueuedDraw[] {
  const raw = readStorage(storageKeys.drawQueue(roundId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeDrawQueue(roundId: number, queue: QueuedDraw[]): void {
  if (queue.length === 0) removeStorage(storageKeys.drawQueue(roundId));
  else writeStorage(storageKeys.drawQueue(roundId), JSON.stringify(queue));
  notify();
}

/** Kept before the first send, so a reload at any moment after Enter still has the ball. */
export function enqueueDraw(roundId: number, draw: QueuedDraw): void {
  const queue = readDrawQueue(roundId).filter((q) => q.key !== draw.key);
  writeDrawQueue(roundId, [...queue, { number: draw.number, key: draw.key }]);
}

/** The server stored the ball (or refused it for good, with its message shown): it leaves the queue. */
export function dropQueuedDraw(roundId: number, key: string): void {
  writeDrawQueue(
    roundId,
    readDrawQueue(roundId).filter((q) => q.key !== key),
  );
}

export function refuseQueuedDraw(roundId: number, key: string, refusal: string): void {
  writeDrawQueue(
    roundId,
    readDrawQueue(roundId).map((q) => (q.key === key ? { ...q, refusal } : q)),
  );
}

/** Before sending the refused balls again (control taken): they go as fresh sends. */
export function clearRefusals(roundId: number): QueuedDraw[] {
  const queue = readDrawQueue(roundId).map(({ number, key }) => ({ number, key }));
  writeDrawQueue(roundId, queue);
  return queue;
}

export function discardRefused(roundId: number): void {
  writeDrawQueue(
    roundId,
    readDrawQueue(roundId).filter((q) => !q.refusal),
  );
}

// Screens re-read the queue when it changes, in this tab or (through the storage event) another.
const listeners = new Set<() => void>();
function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeDrawQueue(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The round's queue as kept in the browser, re-read when it changes. */
export function useDrawQueue(roundId: number): QueuedDraw[] {
  // The raw text is the snapshot: stable between changes, so React does not loop.
  const raw = useSyncExternalStore(subscribeDrawQueue, () => readStorage(storageKeys.drawQueue(roundId)));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- raw is what the queue is read from
  return useMemo(() => readDrawQueue(roundId), [roundId, raw]);
}
