import { formatMoney, purchaseMessages, type PurchaseStatus } from '@bingo/core';
import type { Order, OrderStatus } from '../../payments/types';

/** The provider's final order states and ours; pending and processing leave a purchase as it is. */
const FINAL: Partial<Record<OrderStatus, PurchaseStatus>> = { paid: 'aprovado', failed: 'falhou', canceled: 'cancelado' };

export type Decision =
  /** An order state older than the one we hold: it must not undo anything. */
  | { kind: 'stale' }
  /** Nothing to move (still pending, or already there): only the provider fields are refreshed. */
  | { kind: 'keep' }
  /** Paid, but not what the purchase costs: no cards, the status stays, an admin looks at it. */
  | { kind: 'review'; reason: string; paid: PaidMoney }
  | { kind: 'move'; from: PurchaseStatus; to: PurchaseStatus };

/** What the buyer paid, as the provider reports it. */
export interface PaidMoney {
  cents: number;
  currency: string | null;
}

/**
 * The money a paid order brought in. A charge's `paid_amount` is what actually came in (a PIX or
 * boleto can be paid short or over: the provider's underpaid/overpaid charges), so when the provider
 * reports it, it wins; otherwise the order's amount, which is what a paid order was paid.
 */
export function paidMoney(order: Pick<Order, 'amount' | 'currency' | 'charges'>): PaidMoney {
  const reported = (order.charges ?? []).filter((c) => typeof c.paid_amount === 'number');
  const cents = reported.length ? reported.reduce((sum, c) => sum + c.paid_amount!, 0) : order.amount;
  return { cents: typeof cents === 'number' ? cents : NaN, currency: order.currency ?? null };
}

/** Why a payment cannot approve a purchase of `totalCents`, in pt-BR; null when it can. */
export function paymentMismatch(paid: PaidMoney, totalCents: number): string | null {
  // No currency at all counts as a mismatch: cards are only issued for money we know came in reais.
  if (paid.currency !== 'BRL') return purchaseMessages.reviewCurrency(paid.currency ?? '(não informada)');
  // No amount at all (paidMoney's NaN): say so, rather than that R$ 0,00 came in.
  if (Number.isNaN(paid.cents)) return purchaseMessages.reviewNoAmount;
  if (paid.cents !== totalCents) return purchaseMessages.reviewAmount(formatMoney(paid.cents / 100), formatMoney(totalCents / 100));
  return null;
}

/**
 * Whether a charge of the order was disputed by the card holder. `chargedback` is a charge status,
 * not an order one: the order itself stays `paid` (docs "Chargeback - Novo status na Cobrança";
 * docs/reference/pagarme-v5.md §4), so reading only the order's status would keep the cards in play.
 */
export function chargedBack(order: Pick<Order, 'charges'>): boolean {
  return (order.charges ?? []).some((c) => c.status === 'chargedback');
}

/** Where the provider's state takes a purchase that is now `current` (undefined: nowhere final). */
function targetOf(currentStatus: string, order: { status: OrderStatus; chargedBack: boolean }): PurchaseStatus | undefined {
  if (order.status === 'paid' && order.chargedBack) return 'contestado';
  const target = FINAL[order.status];
  // A paid order cancelled afterwards is a refund (the provider cancels the charge to give the
  // money back, and the order follows): the purchase had its money, so it is not merely cancelled.
  if (target === 'cancelado' && (currentStatus === 'aprovado' || currentStatus === 'contestado' || currentStatus === 'estornado'))
    return 'estornado';
  return target;
}

/**
 * What a provider order state means for our purchase. The provider's `updated_at` orders events:
 * an older one is stale whatever its status. A non-final state never reopens a purchase (the
 * expiry sweep may have cancelled it); a final one moves it, even out of `cancelado` (paid at the
 * last second) or out of `aprovado` (refunded or disputed: `estornado` or `contestado`, its cards
 * then leave play; a dispute the merchant wins brings it back to `aprovado`). Approval also needs the
 * money to match the purchase total in reais: otherwise the purchase is held for review (once:
 * the same reason again changes nothing).
 */
export function decide(
  current: { status: PurchaseStatus; providerUpdatedAt: Date | null; total: number; reviewReason: string | null },
  order: { status: OrderStatus; updatedAt: Date | null; paid: PaidMoney; chargedBack: boolean },
): Decision {
  if (current.providerUpdatedAt && order.updatedAt && order.updatedAt < current.providerUpdatedAt) return { kind: 'stale' };
  const target = targetOf(current.status, order);
  if (target === 'aprovado' && current.status !== 'aprovado') {
    const reason = paymentMismatch(order.paid, Math.round(current.total * 100));
    if (reason) return reason === current.reviewReason ? { kind: 'keep' } : { kind: 'review', reason, paid: order.paid };
  }
  if (!target || target === current.status) return { kind: 'keep' };
  return { kind: 'move', from: current.status, to: target };
}

/** The provider's timestamp, or null when it sent none we can read. */
export function providerTime(value: string | undefined): Date | null {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
}
