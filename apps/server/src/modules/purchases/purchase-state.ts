import type { PurchaseStatus } from '@bingo/core';
import type { OrderStatus } from '../../payments/types';

/** The provider's final order states and ours; pending and processing leave a purchase as it is. */
const FINAL: Partial<Record<OrderStatus, PurchaseStatus>> = { paid: 'aprovado', failed: 'falhou', canceled: 'cancelado' };

export type Decision =
  /** An order state older than the one we hold: it must not undo anything. */
  | { kind: 'stale' }
  /** Nothing to move (still pending, or already there): only the provider fields are refreshed. */
  | { kind: 'keep' }
  | { kind: 'move'; from: PurchaseStatus; to: PurchaseStatus };

/**
 * What a provider order state means for our purchase. The provider's `updated_at` orders events:
 * an older one is stale whatever its status. A non-final state never reopens a purchase (the
 * expiry sweep may have cancelled it); a final one moves it, even out of `cancelado` (paid at the
 * last second) or out of `aprovado` (refunded: its cards then leave play).
 */
export function decide(
  current: { status: string; providerUpdatedAt: Date | null },
  order: { status: OrderStatus; updatedAt: Date | null },
): Decision {
  if (current.providerUpdatedAt && order.updatedAt && order.updatedAt < current.providerUpdatedAt) return { kind: 'stale' };
  const target = FINAL[order.status];
  if (!target || target === current.status) return { kind: 'keep' };
  return { kind: 'move', from: current.status as PurchaseStatus, to: target };
}

/** The provider's timestamp, or null when it sent none we can read. */
export function providerTime(value: string | undefined): Date | null {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
}
