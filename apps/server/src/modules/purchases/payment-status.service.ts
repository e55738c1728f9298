import { purchaseMessages, type PurchasePaymentStatus, type PurchaseStatus } from '@bingo/core';
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

  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly settlement: PurchaseSettlement,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** By the provider's order id or our order code; someone else's purchase is "not found" (no hint it exists). */
  async status(user: AuthUser, reference: string): Promise<PurchasePaymentStatus> {
    const repo = new PurchasesRepository(this.db);
    let purchase = await repo.byReference(reference);
    if (!purchase || (purchase.userId !== user.id && !user.is_admin)) throw notFound(purchaseMessages.notFound);
    if (await this.askProvider(purchase)) purchase = (await repo.get(purchase.id)) ?? purchase;
    const cards = await repo.cardCount(purchase.id);
    return {
      id: purchase.paymentId,
      code: orderCode(purchase.id),
      purchase_id: purchase.id,
      status: purchase.status as PurchaseStatus,
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
  private async askProvider(purchase: PurchaseRow): Promise<boolean> {
    if (purchase.status !== 'pendente' || !purchase.paymentId) return false;
    const now = Date.now();
    if (now - (this.lastAsked.get(purchase.id) ?? 0) < RECHECK_MS) return false;
    if (this.lastAsked.size >= MAX_TRACKED) this.lastAsked.clear();
    this.lastAsked.set(purchase.id, now);
    try {
      const { outcome } = await reconcileOrder(this.provider, this.settlement, purchase.paymentId, 'reconcile');
      return outcome === 'processed' || outcome === 'review';
    } catch (err) {
      this.log.warn({ err, purchaseId: purchase.id }, 'consulta do pedido ao provedor falhou');
      return false;
    }
  }
}
