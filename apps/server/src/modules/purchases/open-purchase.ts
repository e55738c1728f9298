import { inTransaction } from '../../db/unit-of-work';
import {
  MAX_PENDING_PURCHASES,
  MIN_TOTAL_CENTS,
  buyerPhone,
  priceOrder,
  purchaseMessages,
  regulamentoMessages,
  type CheckoutInput,
  type CouponType,
  type OrderPrice,
} from '@bingo/core';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { reserveCoupon } from '../coupons';
import { eventOnSale } from '../events';
import { latestRegulamentoVersion } from '../regulamento';
import { keepPhoneIfMissing } from '../users';
import { PurchasesRepository, type PurchaseRow } from './purchases.repository';
import { StatusHistoryRepository } from './status-history.repository';

export interface OpenedPurchase {
  purchase: PurchaseRow;
  eventName: string;
  price: OrderPrice;
  couponCode: string | null;
}

/**
 * Records a pending purchase of the chosen (else the active) event at that event's card price, taking one use of the
 * coupon, crediting the affiliate and opening its status history, all in one transaction (a refusal leaves nothing, the coupon
 * use included). The provider is called after the commit: a slow provider must not hold the
 * coupon's row lock, and a refused purchase never reaches the provider at all.
 */
export async function openPurchase(
  db: Db,
  buyerId: number,
  input: CheckoutInput,
  method: 'checkout' | 'pix' | 'credit_card',
  expiryMinutes: number,
): Promise<OpenedPurchase> {
  try {
    return await inTransaction(db, ({ tx }) => insertPending(tx, buyerId, input, method, expiryMinutes));
  } catch (err) {
    // The index is the last word on one pending use of a coupon per buyer, should the check miss.
    if (isUniqueViolation(err, 'purchases_pending_coupon_key')) throw conflict(purchaseMessages.couponPending);
    throw err;
  }
}

/**
 * docs/decisions/022: one buyer may not hold every use of a limited coupon, or pile up unpaid orders. The
 * buyer's row lock makes the count and the insert that follows one step for parallel checkouts.
 */
async function refuseHoarding(repo: PurchasesRepository, buyerId: number, couponCode: string | null): Promise<void> {
  await repo.lockBuyer(buyerId);
  if ((await repo.countAwaitingPayment(buyerId)) >= MAX_PENDING_PURCHASES) throw conflict(purchaseMessages.tooManyPending);
  if (couponCode && (await repo.hasPendingWithCoupon(buyerId, couponCode))) throw conflict(purchaseMessages.couponPending);
}

/**
 * decisions.md §15: when the event has a regulamento, the buyer accepts its latest version before
 * paying, and the purchase keeps which; an older one was not what is in force now.
 */
async function acceptedRegulamento(tx: Db, eventId: number, accepted: number | undefined): Promise<number | null> {
  const latest = await latestRegulamentoVersion(tx, eventId);
  if (latest === null) return null;
  if (accepted === undefined) throw conflict(regulamentoMessages.acceptanceRequired);
  if (accepted !== latest) throw conflict(regulamentoMessages.acceptanceOutdated);
  return latest;
}

async function insertPending(
  tx: Db,
  buyerId: number,
  input: CheckoutInput,
  method: 'checkout' | 'pix' | 'credit_card',
  expiryMinutes: number,
): Promise<OpenedPurchase> {
  const event = await eventOnSale(tx, input.event_id);
  const regulamentoVersion = await acceptedRegulamento(tx, event.id, input.regulamento_version);
  const repo = new PurchasesRepository(tx);
  const couponCode = input.cupom ? input.cupom.toUpperCase() : null;
  await refuseHoarding(repo, buyerId, couponCode);
  const coupon = couponCode ? await reserveCoupon(tx, couponCode) : null;
  const price = priceOrder(
    Number(event.cardPrice),
    input.quantidade,
    coupon && { tipo: coupon.tipo as CouponType, valor: Number(coupon.valor) },
  );
  if (price.totalCents < MIN_TOTAL_CENTS) throw badRequest(purchaseMessages.totalTooLow);
  const code = input.metadata.affiliate_code?.toUpperCase();
  const affiliate = code ? await repo.affiliateOf(code, buyerId) : null;
  const phone = buyerPhone(input);
  if (phone) await keepPhoneIfMissing(tx, buyerId, phone);
  const purchase = await repo.insert({
    userId: buyerId,
    eventId: event.id,
    quantidade: input.quantidade,
    unitPrice: price.unitCents / 100,
    gross: price.grossCents / 100,
    discount: price.discountCents / 100,
    total: price.totalCents / 100,
    status: 'pendente',
    paymentMethod: method,
    couponId: coupon?.id ?? null,
    couponReserved: Boolean(coupon),
    affiliateId: affiliate?.id ?? null,
    affiliateCode: affiliate?.code ?? null,
    fullName: input.metadata.full_name ?? input.customer.name,
    emailContact: input.metadata.email_contact ?? input.customer.email,
    phoneNumber: phone,
    document: input.customer.document,
    expiresAt: new Date(Date.now() + expiryMinutes * 60_000),
    regulamentoVersion,
  });
  await new StatusHistoryRepository(tx).record({
    purchaseId: purchase.id,
    from: null,
    to: 'pendente',
    providerStatus: null,
    source: 'checkout',
    reviewReason: null,
  });
  return { purchase, eventName: event.name, price, couponCode: coupon?.codigo ?? null };
}
