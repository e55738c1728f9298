import { SELLER_UNDO_MINUTES, type EventStatus } from '@bingo/core';

export interface UndoContext {
  sellerId: number;
  eventStatus: EventStatus | string;
  /** The event's latest ball, if any. */
  lastBallAt: Date | null;
}

/**
 * Until when the seller's own undo of this sale can still succeed (docs/decisions/013 and
 * decisions.md §13), the same rules PhysicalSalesService.undo applies: their own sale, the event
 * not finished, no ball drawn since the sale, and SELLER_UNDO_MINUTES from it. Null when it never
 * can again, so the phone offers "Desfazer" only where the server would accept it.
 */
export function sellerUndoUntil(sale: { userId: number; createdAt: Date }, context: UndoContext): string | null {
  if (sale.userId !== context.sellerId || context.eventStatus === 'finalizado') return null;
  if (context.lastBallAt && context.lastBallAt.getTime() >= sale.createdAt.getTime()) return null;
  return new Date(sale.createdAt.getTime() + SELLER_UNDO_MINUTES * 60_000).toISOString();
}
