import {
  adminPurchaseMessages,
  purchaseMessages,
  purchaseStatusLabels,
  type AdminPurchaseDetail,
  type AdminPurchaseQuery,
  type PurchaseBuyer,
  type PurchaseVerifyReply,
} from '@bingo/core';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import type { PaymentProvider } from '../../payments/types';
import { requireEvent } from '../events';
import { AdminPurchasesRepository } from './admin-purchases.repository';
import { PurchasesRepository } from './purchases.repository';
import { reconcileOrder } from './reconcile';
import type { PurchaseSettlement } from './settlement';
import { StatusHistoryRepository } from './status-history.repository';

/** The Compras screen: find a purchase, read what happened to it, ask the provider again. */
export class AdminPurchasesService {
  private readonly list: AdminPurchasesRepository;

  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly settlement: PurchaseSettlement,
  ) {
    this.list = new AdminPurchasesRepository(db);
  }

  page(query: AdminPurchaseQuery) {
    return this.list.page(query);
  }

  async detail(id: number): Promise<AdminPurchaseDetail> {
    const purchase = await this.list.get(id);
    if (!purchase) throw notFound(purchaseMessages.notFound);
    const row = await new PurchasesRepository(this.db).get(id);
    const history = await new StatusHistoryRepository(this.db).of(id);
    return { ...purchase, expires_at: row?.expiresAt?.toISOString() ?? null, history };
  }

  /**
   * "Verificar pagamento": asks the provider now and settles its answer as a webhook would, for a
   * purchase in any status (a payment can come in after the expiry, a refund after approval). A
   * provider that fails answers its own error: the admin is told, unlike the buyer's result page.
   */
  async verify(id: number): Promise<PurchaseVerifyReply> {
    const purchase = await new PurchasesRepository(this.db).get(id);
    if (!purchase) throw notFound(purchaseMessages.notFound);
    if (!purchase.paymentId) throw conflict(adminPurchaseMessages.noOrder);
    const { outcome } = await reconcileOrder(this.provider, this.settlement, purchase.paymentId, 'verify');
    const after = await this.detail(id);
    const label = purchaseStatusLabels[after.status].label;
    if (outcome === 'processed') return { outcome, message: adminPurchaseMessages.verifiedChanged(label), purchase: after };
    if (outcome === 'review') return { outcome, message: adminPurchaseMessages.verifiedReview, purchase: after };
    // 'stale' (the provider's answer is older than what we hold) also leaves it as it is.
    return { outcome: outcome === 'stale' ? 'stale' : 'unchanged', message: adminPurchaseMessages.verifiedSame(label), purchase: after };
  }

  async buyers(eventId: number): Promise<PurchaseBuyer[]> {
    await requireEvent(this.db, eventId);
    return this.list.buyers(eventId);
  }
}
