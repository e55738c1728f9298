/**
 * Buyers paying on the local Pagar.me look-alike (apps/server/test/pagarme-stub.ts), through the
 * real path: the checkout opens an order at the provider, the provider marks it paid and sends
 * order.paid to our webhook, and the server re-reads the order at the provider before it approves
 * and creates the cards (README "Pagamentos e webhook").
 */
import { checkoutPayload } from '../apps/server/test/purchase-factories';
import { PagarmeStub } from '../apps/server/test/pagarme-stub';
import { now } from './util';

export const WEBHOOK_TOKEN = 'token-do-webhook-da-medicao';

/** The server settings of a night paid through the look-alike at `apiUrl`. */
export function pagarmeEnv(apiUrl: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'pagarme',
    PUBLIC_URL: 'https://bingo.test',
    PAGARME_SECRET_KEY: 'sk_test_chave_da_medicao',
    PAGARME_API_URL: apiUrl,
    PAGARME_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    RATE_LIMIT_AUTH: '100000',
  };
}

export async function startPagarme(): Promise<PagarmeStub> {
  return new PagarmeStub().start();
}

export interface Payment {
  purchaseId: number;
  orderId: string;
  quantidade: number;
  /** When the webhook that approved it was answered (performance.now()). */
  approvedAt: number;
  /** The outcome our webhook answered ('processed' for a first approval). */
  outcome: string;
  /** The outcome of the provider's second delivery of the same news ('duplicate' or 'unchanged'). */
  repeatOutcome?: string;
}

/** Registers `count` buyers and answers their session tokens. */
export async function registerBuyers(base: string, count: number, tag: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const buyer = { name: `Comprador ${i + 1}`, email: `comprador${i + 1}@${tag}.test`, password: 'senha-do-comprador' };
    const registered = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buyer),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.email, password: buyer.password }),
    });
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return tokens;
}

/**
 * One buyer's purchase of `quantidade` cards, paid: checkout, the provider marks the order paid and
 * delivers order.paid; with `repeat`, the provider delivers the same news again as charge.paid (a
 * provider retries; the cards must still be created once).
 */
export async function buyAndPay(
  base: string,
  stub: PagarmeStub,
  token: string,
  quantidade: number,
  options: { repeat?: boolean; webhookBase?: string; onRetry?: () => void } = {},
): Promise<Payment> {
  // A checkout the server could not open at the provider (503: nothing charged) is tried again
  // by the buyer, as the message asks; the look-alike shares the measuring process, and on a
  // loaded machine it may answer after the server's timeout.
  let link: Response;
  for (let attempt = 1; ; attempt++) {
    link = await fetch(`${base}/api/pagarme/payment-link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(checkoutPayload({ quantidade })),
    });
    if (link.status !== 503 || attempt === 3) break;
    options.onRetry?.();
    await link.text();
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (link.status !== 200) throw new Error(`payment-link: ${link.status} ${await link.text()}`);
  const { id: orderId, purchase_id: purchaseId } = (await link.json()) as { id: string; purchase_id: number };
  const paid = stub.pay(orderId);
  const outcome = await deliver(options.webhookBase ?? base, stub.event('order.paid', paid), options.onRetry);
  const approvedAt = now();
  const payment: Payment = { purchaseId, orderId, quantidade, approvedAt, outcome };
  if (options.repeat) {
    const { id, code, amount, currency, status, created_at, updated_at, metadata } = paid;
    payment.repeatOutcome = await deliver(
      options.webhookBase ?? base,
      stub.event('charge.paid', { ...paid.charges![0], order: { id, code, amount, currency, status, created_at, updated_at, metadata } }),
      options.onRetry,
    );
  }
  return payment;
}

/**
 * Delivers one webhook event, again after a 5xx as the provider does (the server could not re-read
 * the order in time: nothing changed); answers the outcome the server reported.
 */
export async function deliver(base: string, event: object, onRetry?: () => void): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/api/pagarme/webhook/${WEBHOOK_TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    if (res.status === 200) return ((await res.json()) as { outcome: string }).outcome;
    if (res.status < 500 || attempt === 5) throw new Error(`webhook: ${res.status} ${await res.text()}`);
    onRetry?.();
    await res.text();
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** What the admin's Compras screen says of each purchase: status and cards issued. */
export async function purchaseStates(
  base: string,
  admin: string,
  ids: number[],
): Promise<Map<number, { status: string; cards_issued: number; quantidade: number }>> {
  const states = new Map<number, { status: string; cards_issued: number; quantidade: number }>();
  for (const id of ids) {
    const res = await fetch(`${base}/api/admin/purchases/${id}`, { headers: { authorization: `Bearer ${admin}` } });
    if (res.status !== 200) throw new Error(`admin purchase ${id}: ${res.status}`);
    states.set(id, (await res.json()) as { status: string; cards_issued: number; quantidade: number });
  }
  return states;
}
