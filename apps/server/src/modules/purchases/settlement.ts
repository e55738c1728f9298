import { formatPhone, type PurchaseStatus } from '@bingo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import type { Order } from '../../payments/types';
import { createCards } from '../cards';
import { releaseCouponUse, takeCouponUse } from '../coupons';
import { RoundRecordWriter } from '../round-records';
import { chargedBack, decide, paidMoney, providerTime, type Decision } from './purchase-state';
import { PurchasesRepository, type NewPurchase, type PurchaseRow } from './purchases.repository';
import { StatusHistoryRepository } from './status-history.repository';
import { WebhookEventsRepository } from './webhook-events.repository';

/**
 * Who brought the order's state: a webhook delivery (its hook id is recorded, once), the checkout
 * call's own reply, the result pages asking the provider, or an admin's "Verificar pagamento".
 * The status history names it.
 */
export type SettleVia = { source: 'webhook'; hook: { id: string; type: string } } | { source: 'checkout' | 'reconcile' | 'verify' };

/** A settlement holds no lock of the event before its record part: a waiting ball goes first (docs/decisions/040). */
const AFTER_BALLS = { afterBalls: true };

export type SettleOutcome = 'processed' | 'unchanged' | 'stale' | 'duplicate' | 'unknown' | 'review';
export interface SettleResult {
  outcome: SettleOutcome;
  status?: PurchaseStatus;
}

/**
 * Brings purchases in line with their provider orders. Everything a change implies (status, cards,
 * coupon use, live version, the webhook's hook id, the status history) is written in one transaction, under a lock on
 * the purchase row: a redelivered or concurrent event waits, then sees the new state and does
 * nothing; a crash leaves nothing half-done.
 */
export class PurchaseSettlement {
  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async apply(order: Order, via: SettleVia): Promise<SettleResult> {
    const hook = via.source === 'webhook' ? via.hook : null;
    type Applied = {
      result: SettleResult;
      held?: { purchase: PurchaseRow; decision: Extract<Decision, { kind: 'review' }> };
    };
    const { result, held } = await inTransaction(this.database, async (uow): Promise<Applied> => {
      const { tx } = uow;
      if (hook && !(await new WebhookEventsRepository(tx).record(hook.id, order.id, hook.type)))
        return { result: { outcome: 'duplicate' } };
      const repo = new PurchasesRepository(tx);
      const purchase = await repo.lockForOrder(order.id, order.code);
      if (!purchase) return { result: { outcome: 'unknown' } };
      const updatedAt = providerTime(order.updated_at);
      const decision = decide(purchase, { status: order.status, updatedAt, paid: paidMoney(order), chargedBack: chargedBack(order) });
      if (decision.kind === 'stale') return { result: { outcome: 'stale', status: purchase.status } };
      const changes: Partial<NewPurchase> = { paymentId: order.id, providerStatus: order.status };
      if (updatedAt) changes.providerUpdatedAt = updatedAt;
      const history = new StatusHistoryRepository(tx);
      const entry = { purchaseId: purchase.id, providerStatus: order.status, source: via.source, hookId: hook?.id ?? null };
      if (decision.kind === 'review') {
        // No cards and no status change: the sweep leaves a held purchase alone, an admin decides.
        await repo.update(purchase.id, { ...changes, reviewReason: decision.reason });
        const status = purchase.status;
        await history.record({ ...entry, from: status, to: status, reviewReason: decision.reason });
        return { result: { outcome: 'review', status: purchase.status }, held: { purchase, decision } };
      }
      if (decision.kind === 'keep') {
        await repo.update(purchase.id, changes);
        return { result: { outcome: 'unchanged', status: purchase.status } };
      }
      const moved = await this.move(uow, purchase, decision.to);
      await repo.update(purchase.id, { ...changes, ...moved.changes, status: decision.to });
      const reviewReason = 'reviewReason' in moved.changes ? (moved.changes.reviewReason ?? null) : purchase.reviewReason;
      await history.record({ ...entry, from: decision.from, to: decision.to, reviewReason });
      await moved.play();
      return { result: { outcome: 'processed', status: decision.to } };
    });
    if (held) {
      const { purchase, decision } = held;
      this.log.warn(
        {
          purchaseId: purchase.id,
          orderId: order.id,
          paidCents: decision.paid.cents,
          currency: decision.paid.currency,
          totalCents: Math.round(purchase.total * 100),
        },
        'pagamento diferente do total da compra: compra em revisão, nenhuma cartela emitida',
      );
    }
    return result;
  }

  /** The provider never made the order: the purchase failed and its coupon use comes back. */
  async abandon(purchaseId: number): Promise<void> {
    await inTransaction(this.database, async (uow) => {
      const { tx } = uow;
      const repo = new PurchasesRepository(tx);
      const purchase = await repo.lock(purchaseId);
      if (!purchase || purchase.status !== 'pendente' || purchase.paymentId) return;
      const moved = await this.move(uow, purchase, 'falhou');
      await repo.update(purchase.id, { ...moved.changes, status: 'falhou' });
      await new StatusHistoryRepository(tx).record({
        purchaseId: purchase.id,
        from: 'pendente',
        to: 'falhou',
        providerStatus: null,
        source: 'checkout',
        reviewReason: purchase.reviewReason,
      });
      await moved.play();
    });
  }

  /**
   * The side effects of a status change. Approval issues the cards unless the purchase already has
   * them (it may come back from a dispute), and puts them in play; a failure, cancellation, refund
   * or dispute gives the coupon use back once, and takes the cards of a purchase that was approved
   * out of play: a `cards_removed` entry in the running round's record, and the live signal with
   * `cards: true`, so the ranking engine drops them before the next ball. Answers the purchase's
   * columns that change with it, and `play`: the part that takes the event's and its rounds' locks
   * (late marks, round record, live version), for the caller to run last, after its own writes,
   * so a ball waits for it as little as possible (docs/decisions/040).
   */
  private async move({ tx, liveChanged }: UnitOfWork, purchase: PurchaseRow, to: PurchaseStatus): Promise<Moved> {
    const purchases = new PurchasesRepository(tx);
    if (to === 'aprovado') {
      if ((await purchases.cardCount(purchase.id)) === 0) {
        const owner = {
          status: 'digital' as const,
          userId: purchase.userId,
          purchaseId: purchase.id,
          fullName: purchase.fullName,
          contact: purchase.phoneNumber ? formatPhone(purchase.phoneNumber) : purchase.emailContact,
        };
        await createCards(tx, purchase.eventId, purchase.quantidade, () => owner);
      }
      // The right money came in after all: whatever held the purchase no longer applies.
      const changes: Partial<NewPurchase> = { reviewReason: null };
      // Its coupon use went back (hold past, cancelled, refunded): the payment takes one again. With
      // none left it is approved all the same, at the price paid, and stays without a use: the
      // coupon shows it as a use beyond its quantity (docs/decisions/022).
      if (purchase.couponId && !purchase.couponReserved) changes.couponReserved = await takeCouponUse(tx, purchase.couponId);
      const cardIds = await purchases.cardIds(purchase.id);
      const play = async () => {
        // Cards joining play during a running round go into its public record (docs/decisions/015);
        // whether they join late is decided under the event's lock, so against the balls' order.
        await new RoundRecordWriter(tx, AFTER_BALLS).cardsJoined(purchase.eventId, cardIds);
        // Named, so the ranking engines add just these cards (docs/decisions/043).
        await liveChanged(purchase.eventId, { cards: true, joined: cardIds });
      };
      return { changes, play };
    }
    const changes: Partial<NewPurchase> = {};
    if (purchase.couponReserved && purchase.couponId) {
      await releaseCouponUse(tx, purchase.couponId);
      changes.couponReserved = false;
    }
    // Only an approved purchase's cards are in play: they leave it, and the live screens are told.
    if (purchase.status !== 'aprovado') return { changes, play: async () => {} };
    const cardIds = await purchases.cardIds(purchase.id);
    const play = async () => {
      await new RoundRecordWriter(tx, AFTER_BALLS).cardsLeft(purchase.eventId, cardIds);
      await liveChanged(purchase.eventId, { cards: true });
    };
    return { changes, play };
  }
}

/** A status change's own columns, and its locked part for the caller to run last (see move()). */
interface Moved {
  changes: Partial<NewPurchase>;
  play: () => Promise<void>;
}
