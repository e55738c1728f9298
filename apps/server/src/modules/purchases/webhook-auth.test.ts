import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { buy, deliver, fakeProvider, orderEvent, purchaseRow } from '../../../test/purchase-factories';
import { cards, webhookEvents } from '../../db/schema';

const TOKEN = 'token-secreto-do-webhook-de-teste';
const ours = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

let ctx: TestContext;
let jwksServer: http.Server;
let buyer: TestUser;
beforeAll(async () => {
  // The provider's published keys, served locally: ours under kid "chave-1".
  const jwk = { ...ours.publicKey.export({ format: 'jwk' }), kid: 'chave-1', use: 'sig', alg: 'RS256' };
  jwksServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  ctx = await createTestApp({ PAGARME_WEBHOOK_TOKEN: TOKEN, PAGARME_JWKS_URL: `http://127.0.0.1:${port}/jwks.json` });
  await createEvent(ctx, { status: 'em_andamento' });
  buyer = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const sign = (body: string, key = ours.privateKey, kid = 'chave-1') =>
  `alg=RS256; kid=${kid}; signature=${crypto.sign('sha256', Buffer.from(body), key).toString('base64url')}`;

/** A pending purchase whose order the provider already has as paid, and a delivery announcing it. */
async function paidOrder() {
  const link = (await buy(ctx, buyer, { quantidade: 2 })).json();
  const order = await fakeProvider(ctx).settle(link.id, 'paid');
  const event = orderEvent(order!);
  return { purchaseId: link.purchase_id as number, event, body: JSON.stringify(event) };
}

async function expectUntouched(purchaseId: number, hookId: string) {
  expect((await purchaseRow(ctx, purchaseId)).status).toBe('pendente');
  expect(await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, purchaseId))).toHaveLength(0);
  expect(await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.hookId, hookId))).toHaveLength(0);
}

describe('webhook authentication', () => {
  it('accepts a delivery with the URL token and a valid RS256 signature of the raw body', async () => {
    const { purchaseId, event, body } = await paidOrder();
    const res = await deliver(ctx, event, { token: TOKEN, body, signature: sign(body) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('aprovado');
  });

  it('answers 401 and changes nothing without the token or with a wrong one', async () => {
    const { purchaseId, event, body } = await paidOrder();
    for (const token of [null, '', 'token-errado-mas-comprido']) {
      const res = await deliver(ctx, event, { token, body, signature: sign(body) });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Notificação de pagamento não autorizada: token ou assinatura inválidos.');
    }
    await expectUntouched(purchaseId, event.id);
  });

  it('answers 401 and changes nothing for forged, tampered, unknown-key or missing signatures', async () => {
    const { purchaseId, event, body } = await paidOrder();
    const tampered = JSON.stringify({ ...event, type: 'order.paid ' });
    const attempts = [
      sign(body, forger.privateKey),
      sign(tampered),
      sign(body, ours.privateKey, 'chave-desconhecida'),
      sign(body).replace('RS256', 'HS256'),
      'assinatura qualquer',
      undefined,
    ];
    for (const signature of attempts) {
      const res = await deliver(ctx, event, { token: TOKEN, body, ...(signature ? { signature } : {}) });
      expect(res.statusCode, String(signature)).toBe(401);
    }
    await expectUntouched(purchaseId, event.id);
  });

  it('validates the envelope (400) and a malformed body', async () => {
    expect((await deliver(ctx, {}, { token: TOKEN })).statusCode).toBe(400);
    expect((await deliver(ctx, {}, { token: TOKEN, body: '{"id":' })).statusCode).toBe(400);
  });
});
