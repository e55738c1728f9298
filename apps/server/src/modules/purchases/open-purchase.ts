import { MIN_TOTAL_CENTS, buyerPhone, priceOrder, purchaseMessages, type CheckoutInput, type CouponType, type OrderPrice } from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { reserveCoupon } from '../coupons/coupons.service';
import { EventsRepository } from '../events/events.repository';
import { PurchasesRepository, type PurchaseRow } from './purchases.repository';

export interface OpenedPurchase {
  purchase: PurchaseRow;
  eventName: string;
  price: OrderPrice;
  couponCode: string | null;
}

/**
 * Records a pending purchase of the active event at that event's card price, taking one use of the
 * coupon and crediting the affiliate, all in one transaction (a refused coupon leaves nothing).
 * The provider is called after the commit: a slow provider must not hold the coupon's row lock.
 */
export async function openPurchase(
  db: Db,
  buyerId: number,
  input: CheckoutInput,
  method: 'checkout' | 'pix' | 'credit_card',
  expiryMinutes: number,
): Promise<OpenedPurchase> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const event = await new EventsRepository(tx).active();
    if (!event) throw new AppError(409, purchaseMessages.noActiveEvent);
    const coupon = input.cupom ? await reserveCoupon(tx, input.cupom.toUpperCase()) : null;
    const price = priceOrder(Number(event.cardPrice), input.quantidade, coupon && { tipo: coupon.tipo as CouponType, valor: Number(coupon.valor) });
    if (price.totalCents < MIN_TOTAL_CENTS) throw badRequest(purchaseMessages.totalTooLow);
    const repo = new PurchasesRepository(tx);
    const code = input.metadata.affiliate_code?.toUpperCase();
    const affiliate = code ? await repo.affiliateOf(code, buyerId) : null;
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
      phoneNumber: buyerPhone(input),
      document: input.customer.document,
      expiresAt: new Date(Date.now() + expiryMinutes * 60_000),
    });
    return { purchase, eventName: event.name, price, couponCode: coupon?.codigo ?? null };
  });
}
