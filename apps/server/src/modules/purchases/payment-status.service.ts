import { purchaseMessages, type PurchasePaymentStatus } from '@bingo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { PaymentProvider } from '../../payments/types';
import type { AuthUser } from '../users';
import { PurchasesRepository, orderCode, type PurchaseRow } from './purchases.repository';
import { reconcileOrder } from './reconcile';
import type { PurchaseSettlement } from './settlement';

const RECHECK_MS = 15_000;
const MAX_TRACKED = 10_000;

/** GET /pagarme/payment/status/{id}: what the result pages poll until the cards exist. */
export class PaymentStatusService {
  private readonly lastAsked = new Map<number, number>();

  /** `maxTracked`: how many purchases the 15 s pacing remembers before it forgets them all (memory stays bounded). */
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly settlement: PurchaseSettlement,
    private readonly log: FastifyBaseLogger,
    private readonly maxTracked = MAX_TRACKED,
  ) {}

  /** By the provider's order id or our order code; someone else's purchase is "not found" (no hint it exists). */
  async status(user: AuthUser, reference: string): Promise<PurchasePaymentStatus> {
    const repo = new PurchasesRepository(this.db);
    const found = await repo.byReference(reference);
    if (!found || (found.userId !== user.id && !user.is_admin)) throw notFound(purchaseMessages.notFound);
    await this.askProvider(found);
    // Read again: whatever the provider just said (a new status, its own status, a review) is in the row now.
    const purchase = (await repo.get(found.id)) ?? found;
    const cards = await repo.cardCount(purchase.id);
    return {
      id: purchase.paymentId,
      code: orderCode(purchase.id),
      purchase_id: purchase.id,
      event_id: purchase.eventId,
      status: purchase.status,
      provider_status: purchase.providerStatus,
      quantidade: purchase.quantidade,
      cards_count: cards,
      cards_ready: purchase.status === 'aprovado' && cards >= purchase.quantidade,
      total: Number(purchase.total),
      // Amounts the provider reported are for the organisers, not for the buyer's result page.
      review_reason: user.is_admin ? purchase.reviewReason : null,
    };
  }

  /**
   * A webhook can be late, or never come (a local install the provider cannot reach), so a pending
   * purchase asks the provider itself, at most every 15 s per purchase, and settles what it learns
   * the same way a webhook would. A provider failure here only means "still pending".
   */
  private async askProvider(purchase: PurchaseRow): Promise<void> {
    if (purchase.status !== 'pendente' || !purchase.paymentId) return;
    const now = Date.now();
    if (now - (this.lastAsked.get(purchase.id) ?? 0) < RECHECK_MS) return;
    if (this.lastAsked.size >= this.maxTracked) this.lastAsked.clear();
    this.lastAsked.set(purchase.id, now);
    try {
      await reconcileOrder(this.provider, this.settlement, purchase.paymentId, 'reconcile');
    } catch (err) {
      this.log.warn({ err, purchaseId: purchase.id }, 'consulta do pedido ao provedor falhou');
    }
  }
}
