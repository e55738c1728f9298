import { DELIVERY_UNDO_HOURS, type PrizeMark } from '@bingo/core';

/**
 * Where a prize's delivery stands after its marks, oldest first (docs/decisions/035): the last
 * mark, unless it is an undo. Pure, so the rule reads in one place.
 */
export function standingDelivery(marks: readonly PrizeMark[]): PrizeMark | null {
  const last = marks.at(-1);
  return last?.action === 'delivered' ? last : null;
}

/** A mark may be undone during the night it was made in: DELIVERY_UNDO_HOURS after it. */
export function canUndo(delivery: PrizeMark | null, now: Date): boolean {
  if (!delivery) return false;
  return now.getTime() - new Date(delivery.marked_at).getTime() <= DELIVERY_UNDO_HOURS * 3_600_000;
}
