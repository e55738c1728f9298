#!/usr/bin/env node
/**
 * Sandbox smoke run for the operator, before going live (README, "Pagamentos e webhook"):
 *
 *   PAGARME_SECRET_KEY=sk_test_... PAGARME_SMOKE_WEBHOOK_URL=https://bingo.exemplo.org/api/pagarme/webhook/<token> \
 *     npm run pagarme:smoke
 *
 * With a test key only (sk_test_...): it makes a hosted-checkout order (card and PIX) and a direct
 * PIX order of R$ 1,00 with the same request builder the server uses, prints the payment URL, the
 * PIX code, each order's expiry and currency, each status as it changes and the amount the paid PIX
 * brought in (the sandbox pays a PIX under R$ 500 by itself), checks that the webhook URL
 * registered in the dashboard answers 401 without its token and takes a delivery with it.
 *
 * Settings (environment): PAGARME_SECRET_KEY (required, sk_test_...), PAGARME_API_URL (default the
 * provider's v5 address, as in the server), PAGARME_SMOKE_WEBHOOK_URL (optional: the URL as
 * registered, token included), PUBLIC_URL (the success URL's origin), PAGARME_STATEMENT_DESCRIPTOR,
 * PAGARME_SMOKE_WAIT_SECONDS (how long to wait for the PIX to be paid; default 60).
 * Exit code 0 when every check passed, 1 otherwise.
 */
import crypto from 'node:crypto';
import { buildOrderRequest, type OrderDraft } from '../apps/server/src/payments/order-request';
import type { Order } from '../apps/server/src/payments/types';

const env = process.env;
const secretKey = env.PAGARME_SECRET_KEY ?? '';
const apiUrl = (env.PAGARME_API_URL ?? 'https://api.pagar.me/core/v5').replace(/\/+$/, '');
const publicUrl = (env.PUBLIC_URL ?? 'https://bingo.exemplo.org').replace(/\/+$/, '');
const waitSeconds = Number(env.PAGARME_SMOKE_WAIT_SECONDS ?? 60);
const pollMs = Number(env.PAGARME_SMOKE_POLL_MS ?? 3000);

let failures = 0;
const say = (line: string) => console.log(line);
const ok = (line: string) => say(`  ok    ${line}`);
const fail = (line: string) => {
  failures++;
  say(`  FALHA ${line}`);
};

if (!/^sk_test_\w+$/.test(secretKey)) {
  console.error('Use uma chave de teste: PAGARME_SECRET_KEY=sk_test_... (este teste nunca roda com a chave de produção).');
  process.exit(1);
}
const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { authorization, accept: 'application/json' };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = `smoke-${crypto.randomBytes(8).toString('hex')}`;
  }
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: printed as it came.
  }
  return { status: res.status, json };
}

const cpf = '52998224725';
const EXPIRY_MINUTES = 30;
function draft(code: string, payment: OrderDraft['payment']): OrderDraft {
  return {
    code,
    eventName: 'Teste de integração',
    quantidade: 1,
    unitCents: 100,
    totalCents: 100,
    discountCents: 0,
    buyer: { name: 'Comprador de Teste', email: 'comprador.teste@example.com', cpf, phone: '11987654321' },
    metadata: { purchase_id: 0, quantidade: 1, smoke: 'sim' },
    statementDescriptor: env.PAGARME_STATEMENT_DESCRIPTOR || undefined,
    payment,
  };
}

async function createOrder(label: string, body: unknown): Promise<Order | null> {
  const res = await call('POST', '/orders', body);
  if (res.status !== 200) {
    fail(`${label}: HTTP ${res.status} ${JSON.stringify(res.json)}`);
    return null;
  }
  const order = res.json as Order;
  ok(`${label}: pedido ${order.id} (${order.code}), status ${order.status}, moeda ${order.currency ?? '(não informada)'}`);
  if (order.currency !== 'BRL') fail(`${label}: moeda ${order.currency ?? '(não informada)'}, esperava BRL`);
  return order;
}

/**
 * When the provider says the order expires: a wrong unit in expires_in (minutes for the checkout,
 * seconds for a PIX) shows here as an expiry far from the 30 minutes asked.
 */
function expiry(label: string, expiresAt: string | null | undefined): void {
  if (!expiresAt) return say(`        ${label}: expires_at não informado`);
  const minutes = Math.round((Date.parse(expiresAt) - Date.now()) / 60_000);
  const line = `${label}: expires_at ${expiresAt} (em ${minutes} min; pedido: ${EXPIRY_MINUTES} min)`;
  if (Math.abs(minutes - EXPIRY_MINUTES) <= 2) ok(line);
  else fail(line);
}

async function watch(order: Order, until: Order['status'][]): Promise<Order> {
  let current = order;
  let last = order.status;
  const deadline = Date.now() + waitSeconds * 1000;
  while (!until.includes(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const res = await call('GET', `/orders/${encodeURIComponent(order.id)}`);
    if (res.status !== 200) {
      fail(`GET /orders/${order.id}: HTTP ${res.status}`);
      return current;
    }
    current = res.json as Order;
    if (current.status !== last) say(`        status: ${last} -> ${current.status} (cobrança: ${current.charges?.[0]?.status ?? '-'})`);
    last = current.status;
  }
  return current;
}

/** What a paid order brought in: its charges' paid_amount (centavos), else the order's amount. */
function paidAmount(order: Order): void {
  const reported = (order.charges ?? []).filter((c) => typeof c.paid_amount === 'number');
  const cents = reported.length ? reported.reduce((sum, c) => sum + c.paid_amount!, 0) : order.amount;
  const line = `valor pago: ${(cents / 100).toFixed(2)} ${order.currency ?? '(moeda não informada)'}${reported.length ? '' : ' (sem paid_amount nas cobranças: o valor do pedido)'}`;
  if (cents === 100 && order.currency === 'BRL') ok(line);
  else fail(`${line}; esperava 1.00 BRL`);
}

/** A delivery as the provider makes it (order.paid, the order as data), to the URL as registered. */
async function deliverWithToken(registered: string, order: Order): Promise<void> {
  const event = JSON.stringify({ id: `hook_smoke_${crypto.randomBytes(6).toString('hex')}`, type: 'order.paid', data: order });
  try {
    const res = await fetch(registered, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: event,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    // The server re-reads the order with its key and answers 200; a smoke order is not one of its purchases.
    if (res.status === 200) ok(`webhook com o token: 200 ${text}`);
    else fail(`webhook com o token: esperava 200, veio ${res.status} ${text.slice(0, 200)}`);
  } catch (err) {
    fail(`webhook com o token: sem resposta (${(err as Error).message})`);
  }
}

/** The registered URL without its token: the query parameter or the path segment taken out. */
function withoutToken(registered: string): string {
  const url = new URL(registered);
  url.searchParams.delete('token');
  url.pathname = url.pathname.replace(/(\/pagarme\/webhook)\/[^/]+$/, '$1');
  return url.toString();
}

async function checkWebhook(registered: string): Promise<void> {
  const bare = withoutToken(registered);
  const event = JSON.stringify({ id: `hook_smoke_${crypto.randomBytes(6).toString('hex')}`, type: 'order.paid', data: {} });
  for (const [label, url] of [
    ['sem o token', bare],
    ['com um token errado', `${bare}${bare.includes('?') ? '&' : '?'}token=token-errado-do-teste-smoke`],
  ] as const) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: event,
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status === 401) ok(`webhook ${label}: 401`);
      else fail(`webhook ${label}: esperava 401, veio ${res.status} (${url})`);
    } catch (err) {
      fail(`webhook ${label}: sem resposta de ${url} (${(err as Error).message})`);
    }
  }
}

say(`Pagar.me (teste) em ${apiUrl}`);
const stamp = Date.now().toString(36);

say('1. Checkout hospedado (cartão e PIX), R$ 1,00');
const checkout = await createOrder(
  'checkout',
  buildOrderRequest(
    draft(`smoke-checkout-${stamp}`, {
      method: 'checkout',
      successUrl: `${publicUrl}/sucesso?order_id=smoke-checkout-${stamp}`,
      expiresInMinutes: EXPIRY_MINUTES,
    }),
  ),
);
const paymentUrl = checkout?.checkouts?.[0]?.payment_url;
if (checkout && paymentUrl) ok(`URL de pagamento: ${paymentUrl}`);
else if (checkout) fail('o pedido não trouxe checkouts[0].payment_url');
if (checkout) expiry('checkout', checkout.checkouts?.[0]?.expires_at);

say('2. PIX direto, R$ 1,00 (o simulador do sandbox paga sozinho um PIX de até R$ 500)');
const pix = await createOrder('pix', buildOrderRequest(draft(`smoke-pix-${stamp}`, { method: 'pix', expiresInMinutes: EXPIRY_MINUTES })));
const transaction = pix?.charges?.[0]?.last_transaction;
if (pix && transaction?.qr_code) ok(`código PIX copia e cola: ${transaction.qr_code}`);
else if (pix) fail('o pedido PIX não trouxe charges[0].last_transaction.qr_code');
if (pix) expiry('PIX', transaction?.expires_at);
let paidPix: Order | null = null;
if (pix) {
  const final = await watch(pix, ['paid', 'failed', 'canceled']);
  if (final.status === 'paid') {
    ok('PIX pago pelo simulador');
    paidAmount(final);
    paidPix = final;
  } else fail(`PIX terminou em ${final.status} após ${waitSeconds} s (esperava paid)`);
}
if (checkout) {
  const res = await call('GET', `/orders/${encodeURIComponent(checkout.id)}`);
  if (res.status === 200)
    ok(`checkout ${checkout.id}: status ${(res.json as Order).status} (pague pela URL acima para ver o webhook chegar)`);
  else fail(`GET /orders/${checkout.id}: HTTP ${res.status}`);
}

say('3. Webhook registrado no painel');
if (env.PAGARME_SMOKE_WEBHOOK_URL) {
  await checkWebhook(env.PAGARME_SMOKE_WEBHOOK_URL);
  if (paidPix ?? pix) await deliverWithToken(env.PAGARME_SMOKE_WEBHOOK_URL, (paidPix ?? pix)!);
} else say('  (pulado: informe PAGARME_SMOKE_WEBHOOK_URL com a URL registrada, token incluído)');

say(failures === 0 ? 'Tudo certo.' : `${failures} verificação(ões) falharam.`);
process.exit(failures === 0 ? 0 : 1);
