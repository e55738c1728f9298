import type { BingoEvent } from '@bingo/core';

/**
 * The events a batch may be made for (decisions.md §13): the one running and the scheduled ones,
 * never a finished one (the server refuses it). The running night first, then by date. The active
 * event is kept even when the events list could not be read, so the form still works tonight.
 */
export function batchEvents(events: BingoEvent[] | undefined, active: BingoEvent | null | undefined): BingoEvent[] {
  const open = (events ?? []).filter((e) => e.status !== 'finalizado');
  if (active && active.status !== 'finalizado' && !open.some((e) => e.id === active.id)) open.push(active);
  const rank = (e: BingoEvent) => (e.status === 'em_andamento' ? 0 : 1);
  return open.sort((a, b) => rank(a) - rank(b) || a.start_date.localeCompare(b.start_date) || a.id - b.id);
}

/**
 * The event the form starts on: the one the last batch was just made for (several batches for next
 * month in a row), else the active event, else the first one open.
 */
export function defaultBatchEvent(open: BingoEvent[], active: BingoEvent | null | undefined, lastId?: number): number | undefined {
  const has = (id: number | undefined) => id !== undefined && open.some((e) => e.id === id);
  if (has(lastId)) return lastId;
  if (has(active?.id)) return active!.id;
  return open[0]?.id;
}
