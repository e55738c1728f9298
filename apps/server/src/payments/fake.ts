import crypto from 'node:crypto';
import { purchaseMessages } from '@bingo/core';
import QRCode from 'qrcode';
import type { Database } from '../db/client';
import { notFound } from '../lib/app-error';
import { FakeOrderStore } from './fake-store';
import type { Charge, CreateOrderRequest, Order, PaymentProvider } from './types';

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
/** Card tokens the fake declines, like the provider's simulator declines its test card. */
const DECLINED_TOKEN = /recus|declin|fail/i;

export type FakeOutcome = 'paid' | 'failed';

/**
 * The default provider: it answers in the provider's v5 shapes and keeps its orders in our database
 * (fake_orders), so any server process can show and settle them. Buyers pay on our own page,
 * /fake-checkout/{orderId}, which plays the provider's hosted checkout.
 */
export class FakeProvider implements PaymentProvider {
  readonly name = 'fake';
  readonly store: FakeOrderStore;

  constructor(
    database: Database,
    private readonly publicUrl: string,
  ) {
    this.store = new FakeOrderStore(database);
  }

  /**
   * The page is on the site the buyer returns to: PUBLIC_URL, or locally the address they browse at
   * (docs/decisions/028), so paying and coming back never cross to another address.
   */
  checkoutUrl(orderId: string, returnUrl?: string): string {
    const site = !returnUrl || returnUrl.startsWith(`${this.publicUrl}/`) ? this.publicUrl : new URL(returnUrl).origin;
    return `${site}/fake-checkout/${orderId}`;
  }

  async createOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<Order> {
    const id = randomId('or_fake');
    const now = new Date();
    const payment = request.payments[0];
    const order: Order = {
      id,
      code: request.code,
      amount: payment.amount,
      currency: 'BRL',
      status: 'pending',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      items: request.items,
      metadata: request.metadata,
    };
    if (payment.payment_method === 'checkout') {
      const expires = new Date(now.getTime() + payment.checkout.expires_in * 60_000).toISOString();
      order.checkouts = [
        {
          id: randomId('chk_fake'),
          payment_url: this.checkoutUrl(id, payment.checkout.success_url),
          status: 'open',
          success_url: payment.checkout.success_url,
          expires_at: expires,
        },
      ];
    } else if (payment.payment_method === 'pix') {
      const expires = new Date(now.getTime() + payment.pix.expires_in * 1000).toISOString();
      // Scanning the code opens the fake checkout page, where the payment can be simulated.
      const qrCode = this.checkoutUrl(id);
      const transaction = {
        transaction_type: 'pix',
        status: 'waiting_payment',
        qr_code: qrCode,
        qr_code_url: await QRCode.toDataURL(qrCode),
        expires_at: expires,
      };
      order.charges = [
        { id: randomId('ch_fake'), status: 'pending', payment_method: 'pix', amount: payment.amount, last_transaction: transaction },
      ];
    } else {
      const declined = DECLINED_TOKEN.test(payment.credit_card.card_token);
      order.status = declined ? 'failed' : 'paid';
      order.charges = [creditCharge(payment.amount, declined)];
    }
    return this.store.insert(order, idempotencyKey);
  }

  async getOrder(id: string): Promise<Order> {
    const order = await this.store.get(id);
    if (!order) throw notFound(purchaseMessages.orderNotFound);
    return order;
  }

  /** What a buyer's choice on the checkout page does to a pending order; null if it is gone. */
  settle(id: string, outcome: FakeOutcome): Promise<Order | null> {
    return this.store.update(id, (order) => {
      if (order.status !== 'pending' || checkoutExpired(order)) return null;
      // Strictly later than the last change, so the webhook's stale check can order them.
      const at = new Date(Math.max(Date.now(), Date.parse(order.updated_at) + 1)).toISOString();
      const method = order.charges?.[0]?.payment_method ?? 'pix';
      const charge: Charge = {
        id: order.charges?.[0]?.id ?? randomId('ch_fake'),
        status: outcome,
        payment_method: method,
        amount: order.amount,
        last_transaction: {
          ...order.charges?.[0]?.last_transaction,
          transaction_type: method,
          status: outcome === 'paid' ? 'paid' : 'failed',
        },
      };
      const checkouts = order.checkouts?.map((c) => ({ ...c, status: 'closed' }));
      return { ...order, status: outcome, updated_at: at, charges: [charge], ...(checkouts ? { checkouts } : {}) };
    });
  }
}

function creditCharge(amount: number, declined: boolean): Charge {
  return {
    id: randomId('ch_fake'),
    status: declined ? 'failed' : 'paid',
    payment_method: 'credit_card',
    amount,
    last_transaction: { transaction_type: 'credit_card', status: declined ? 'not_authorized' : 'captured' },
  };
}

/** A hosted checkout past its expiry can no longer be paid. */
export function checkoutExpired(order: Order, now = Date.now()): boolean {
  const expires = order.checkouts?.[0]?.expires_at ?? order.charges?.[0]?.last_transaction?.expires_at;
  return Boolean(expires && Date.parse(expires) < now);
}
