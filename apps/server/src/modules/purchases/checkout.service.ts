import crypto from 'node:crypto';
import {
  buyerPhone,
  purchaseMessages,
  type CheckoutInput,
  type CreditInput,
  type PaymentLinkReply,
  type PixReply,
  type PurchaseStatus,
} from '@bingo/core';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { buildOrderRequest, type OrderDraft } from '../../payments/order-request';
import type { Order, PaymentProvider } from '../../payments/types';
import { openPurchase, type OpenedPurchase } from './open-purchase';
import { orderCode } from './purchases.repository';
import type { PurchaseSettlement } from './settlement';

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  settlement: PurchaseSettlement;
  env: Pick<Env, 'PUBLIC_URL' | 'CHECKOUT_EXPIRY_MINUTES' | 'PAGARME_STATEMENT_DESCRIPTOR'>;
  log: FastifyBaseLogger;
}

interface Placed {
  opened: OpenedPurchase;
  order: Order;
  status: PurchaseStatus;
}

/** Purchases paid on the provider's hosted checkout, by PIX, or by card token. */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  /** `site`: the address the buyer returns to (PUBLIC_URL, or locally the one they browse at: lib/site-address.ts). */
  async paymentLink(buyerId: number, input: CheckoutInput, site: string = this.deps.env.PUBLIC_URL): Promise<PaymentLinkReply> {
    const placed = await this.place(buyerId, input, 'checkout', (code) => ({
      method: 'checkout',
      // The provider has only a success URL; /sucesso asks the status and routes to /pendente or /falha.
      successUrl: `${site}/sucesso?order_id=${code}`,
      expiresInMinutes: this.deps.env.CHECKOUT_EXPIRY_MINUTES,
    }));
    const checkouts = (placed.order.checkouts ?? []).filter((c) => c.payment_url);
    const url = checkouts[0]?.payment_url;
    if (!url) throw this.unusable(placed, purchaseMessages.providerRefused, 'pedido sem checkouts[0].payment_url');
    const list = checkouts.map((c) => ({ id: c.id, payment_url: c.payment_url, status: c.status, expires_at: c.expires_at ?? null }));
    return { ...reply(placed), checkout_url: url, url, checkouts: list };
  }

  async pix(buyerId: number, input: CheckoutInput): Promise<PixReply> {
    const placed = await this.place(buyerId, input, 'pix', () => ({
      method: 'pix',
      expiresInMinutes: this.deps.env.CHECKOUT_EXPIRY_MINUTES,
    }));
    const pix = placed.order.charges?.[0]?.last_transaction;
    if (!pix?.qr_code || !pix.expires_at) throw this.unusable(placed, purchaseMessages.pixUnavailable, 'pedido PIX sem qr_code');
    // The provider's qr_code_url is an image on its own host, which our CSP (img-src 'self' data:)
    // blocks: the image is drawn here from the code itself, for every provider (docs/decisions/009).
    return {
      ...reply(placed),
      qr_code: pix.qr_code,
      qr_code_url: await this.qrImageOrNone(placed, pix.qr_code),
      expires_at: pix.expires_at,
    };
  }

  /**
   * A code too long for a QR image (past ~2,300 characters) is still a valid PIX copy-and-paste
   * code: the order exists and can be paid, so the buyer gets the code without an image rather
   * than an error over an order left pending.
   */
  private async qrImageOrNone(placed: Placed, code: string): Promise<string | null> {
    try {
      return await pixQrImage(code);
    } catch (err) {
      this.deps.log.warn(
        { orderId: placed.order.id, length: code.length, err },
        'código PIX longo demais para um QR code: só o copia e cola',
      );
      return null;
    }
  }

  /** A card payment is decided at once: the reply already says aprovado or falhou. */
  async credit(buyerId: number, input: CreditInput) {
    const { card_token: cardToken, billing_address: billingAddress } = input;
    return reply(await this.place(buyerId, input, 'credit_card', () => ({ method: 'credit_card', cardToken, billingAddress })));
  }

  /**
   * Opens the purchase, asks the provider for the order and applies the order's state to the
   * purchase (a card order may already be paid). The Idempotency-Key is this attempt's own: if the
   * call is retried, the provider answers the same order.
   */
  private async place(
    buyerId: number,
    input: CheckoutInput,
    method: OrderDraft['payment']['method'],
    payment: (code: string) => OrderDraft['payment'],
  ): Promise<Placed> {
    const opened = await openPurchase(this.deps.db, buyerId, input, method, this.deps.env.CHECKOUT_EXPIRY_MINUTES);
    const { purchase, price } = opened;
    const code = orderCode(purchase.id);
    const request = buildOrderRequest({
      code,
      eventName: opened.eventName,
      quantidade: purchase.quantidade,
      unitCents: price.unitCents,
      totalCents: price.totalCents,
      discountCents: price.discountCents,
      buyer: { name: input.customer.name, email: input.customer.email, cpf: input.customer.document, phone: buyerPhone(input)! },
      metadata: {
        purchase_id: purchase.id,
        user_id: buyerId,
        event_id: purchase.eventId,
        event_name: opened.eventName,
        quantidade: purchase.quantidade,
        full_name: purchase.fullName,
        email_contact: purchase.emailContact,
        phone_number: purchase.phoneNumber,
        affiliate_code: purchase.affiliateCode,
        cupom: opened.couponCode,
      },
      statementDescriptor: this.deps.env.PAGARME_STATEMENT_DESCRIPTOR,
      payment: payment(code),
    });
    let order: Order;
    try {
      order = await this.deps.provider.createOrder(request, `${code}-${crypto.randomBytes(6).toString('hex')}`);
    } catch (err) {
      await this.deps.settlement.abandon(purchase.id);
      throw err;
    }
    const settled = await this.deps.settlement.apply(order, { source: 'checkout' });
    return { opened, order, status: settled.status ?? 'pendente' };
  }

  /** The provider made an order we cannot hand to the buyer; the expiry sweep will cancel it. */
  private unusable(placed: Placed, message: string, why: string): AppError {
    this.deps.log.error({ provider: this.deps.provider.name, orderId: placed.order.id, status: placed.order.status }, why);
    return new AppError(502, message);
  }
}

/** The PIX QR code as a PNG data: URL, drawn from the copy-and-paste code. */
export function pixQrImage(code: string): Promise<string> {
  return QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

function reply({ opened, order, status }: Placed) {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    purchase_id: opened.purchase.id,
    purchase_status: status,
    total: opened.price.totalCents / 100,
  };
}
