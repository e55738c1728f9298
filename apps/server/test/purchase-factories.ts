import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestContext } from './app';
import type { TestUser } from './factories';
import { coupons, purchases } from '../src/db/schema';
import type { FakeProvider } from '../src/payments/fake';
import { webhookToken } from '../src/payments/provider';

/** CPFs with valid check digits. */
export const CPF = '529.982.247-25';
export const OTHER_CPF = '111.444.777-35';

export interface CheckoutOptions {
  quantidade?: number;
  cupom?: string;
  affiliate_code?: string;
  phone?: string;
  event_id?: number;
  regulamento_version?: number;
}

/** The body the /comprar form sends (spec §7), numbers where the web sends numbers. */
export function checkoutPayload(options: CheckoutOptions = {}) {
  const quantidade = options.quantidade ?? 2;
  return {
    customer: {
      name: 'Maria Compradora',
      email: 'maria@teste.com',
      type: 'individual',
      document: CPF,
      phones: { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } },
    },
    metadata: {
      user_id: 1,
      quantidade,
      full_name: 'Maria Compradora',
      email_contact: 'maria@teste.com',
      phone_number: options.phone ?? '(11) 98765-4321',
      ...(options.affiliate_code ? { affiliate_code: options.affiliate_code } : {}),
    },
    quantidade,
    ...(options.cupom ? { cupom: options.cupom } : {}),
    ...(options.event_id === undefined ? {} : { event_id: options.event_id }),
    ...(options.regulamento_version === undefined ? {} : { regulamento_version: options.regulamento_version }),
  };
}

/** A card's billing address as a form would send it (masked CEP, lower-case UF). */
export const BILLING_ADDRESS = {
  line_1: 'Avenida Paulista, 1000, Bela Vista',
  zip_code: '01310-100',
  city: 'São Paulo',
  state: 'sp',
} as const;

/** POST /pagarme/credit: the checkout body, the provider's card token and the billing address. */
export function creditPayload(cardToken: string, options: CheckoutOptions = {}) {
  return { ...checkoutPayload(options), card_token: cardToken, billing_address: { ...BILLING_ADDRESS } };
}

export function buy(ctx: TestContext, buyer: TestUser, options: CheckoutOptions = {}, kind: 'payment-link' | 'pix' = 'payment-link') {
  return ctx.app.inject({ method: 'POST', url: `/api/pagarme/${kind}`, headers: buyer.auth, payload: checkoutPayload(options) });
}

/** A choice on the fake provider's checkout page, as the browser's form sends it. */
export function chooseOnFakeCheckout(ctx: TestContext, paymentUrl: string, acao: 'aprovar' | 'recusar' | 'pendente') {
  return ctx.app.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `acao=${acao}`,
  });
}

/** Buys through the payment link and approves on the fake checkout; answers the purchase id and order id. */
export async function buyAndApprove(ctx: TestContext, buyer: TestUser, options: CheckoutOptions = {}) {
  const link = await buy(ctx, buyer, options);
  if (link.statusCode !== 200) throw new Error(`payment-link: ${link.statusCode} ${link.body}`);
  const reply = link.json() as { id: string; purchase_id: number; url: string };
  const paid = await chooseOnFakeCheckout(ctx, reply.url, 'aprovar');
  if (paid.statusCode !== 303) throw new Error(`fake checkout: ${paid.statusCode} ${paid.body}`);
  return { purchaseId: reply.purchase_id, orderId: reply.id };
}

export async function purchaseRow(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, id));
  return row!;
}

/** Moves a purchase's checkout expiry a second into the past: the next expiry sweep cancels it if still pending. */
export async function expirePurchase(ctx: TestContext, id: number) {
  await ctx.database.db
    .update(purchases)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(purchases.id, id));
}

/** How many uses a coupon has left. */
export async function couponUsesLeft(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select({ left: coupons.quantidade }).from(coupons).where(eq(coupons.id, id));
  return row!.left;
}

export async function createCoupon(ctx: TestContext, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(coupons)
    .values({
      codigo: `CUPOM${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      tipo: 'percentual',
      valor: 10,
      quantidade: 5,
      ...values,
    })
    .returning();
  return row!;
}

/** The provider's webhook envelope around an order. */
export function orderEvent(order: object, type = 'order.paid', id = `hook_${crypto.randomBytes(8).toString('hex')}`) {
  return { id, account: { id: 'acc_teste', name: 'Conta de teste' }, type, created_at: new Date().toISOString(), data: order };
}

/** A delivery to our webhook, as raw bytes (a signature covers them), with the app's token unless told otherwise. */
/** A webhook delivery; `inPath` puts the token in the path (/webhook/{token}) instead of the query string. */
export function deliver(
  ctx: TestContext,
  event: object,
  options: { token?: string | null; signature?: string; body?: string; inPath?: boolean } = {},
) {
  const token = options.token === undefined ? webhookToken(ctx.env) : options.token;
  const url =
    token === null
      ? '/api/pagarme/webhook'
      : options.inPath
        ? `/api/pagarme/webhook/${encodeURIComponent(token)}`
        : `/api/pagarme/webhook?token=${encodeURIComponent(token)}`;
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(options.signature ? { 'x-webhook-asymmetric-signature': options.signature } : {}) },
    payload: options.body ?? JSON.stringify(event),
  });
}

/** The fake provider of a test app (its orders can be paid or rewritten directly). */
export const fakeProvider = (ctx: TestContext) => ctx.app.payments as FakeProvider;
