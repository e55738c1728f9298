import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { PagarmeStub } from '../../../test/pagarme-stub';
import { buy, deliver, fakeProvider, orderEvent, purchaseRow } from '../../../test/purchase-factories';
import { forger, ours, sign, startJwksServer } from '../../../test/webhook-keys';
import { cards, webhookEvents } from '../../db/schema';

const TOKEN = 'token-secreto-do-webhook-de-teste';
let ctx: TestContext;
let stub: PagarmeStub;
let jwks: Awaited<ReturnType<typeof startJwksServer>>;
beforeAll(async () => {
  jwks = await startJwksServer();
  stub = await new PagarmeStub().start();
  ctx = await createTestApp({
    PAYMENT_PROVIDER: 'pagarme',
    PUBLIC_URL: 'https://bingo.test',
    PAGARME_SECRET_KEY: 'sk_test_chave_secreta',
    PAGARME_API_URL: stub.url,
    PAGARME_WEBHOOK_TOKEN: TOKEN,
    PAGARME_JWKS_URL: jwks.url,
  });
  await createEvent(ctx, { status: 'em_andamento' });
});
afterAll(async () => {
  await ctx.close();
  await stub.stop();
  await new Promise((resolve) => jwks.server.close(resolve));
});

/** A pending purchase (of a buyer of its own) whose order the provider already has as paid, and a delivery announcing it. */
async function paidOrder() {
  const link = (await buy(ctx, await createUser(ctx), { quantidade: 2 })).json();
  const event = orderEvent(stub.setStatus(link.id, 'paid'));
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

  it('takes the token as a path segment too, /api/pagarme/webhook/{token}, with the same checks', async () => {
    const { purchaseId, event, body } = await paidOrder();
    for (const token of ['token-errado-mas-comprido', 'x']) {
      expect((await deliver(ctx, event, { token, body, signature: sign(body), inPath: true })).statusCode).toBe(401);
    }
    expect((await deliver(ctx, event, { token: TOKEN, body, inPath: true })).statusCode).toBe(401);
    expect((await deliver(ctx, event, { token: TOKEN, body, signature: sign(body, forger.privateKey), inPath: true })).statusCode).toBe(
      401,
    );
    await expectUntouched(purchaseId, event.id);
    // A right query token does not let a wrong path token through.
    const mixed = await ctx.app.inject({
      method: 'POST',
      url: `/api/pagarme/webhook/errado?token=${TOKEN}`,
      headers: { 'content-type': 'application/json', 'x-webhook-asymmetric-signature': sign(body) },
      payload: body,
    });
    expect(mixed.statusCode).toBe(401);
    const res = await deliver(ctx, event, { token: TOKEN, body, signature: sign(body), inPath: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('aprovado');
  });

  it('validates the envelope (400) and a malformed body, for a caller with the token', async () => {
    const invalid = deliver(ctx, {}, { token: TOKEN, signature: sign('{}') });
    expect((await invalid).statusCode).toBe(400);
    expect((await deliver(ctx, {}, { token: TOKEN, body: '{"id":' })).statusCode).toBe(400);
  });
});

describe('webhook when the signing keys cannot be fetched', () => {
  it('accepts a signed delivery that has the token (the order is re-read with our key before anything happens), and still refuses one without it', async () => {
    // Nothing listens on port 9 (discard): every fetch of the keys is refused at once.
    const keysDown = await createTestApp({
      PAYMENT_PROVIDER: 'pagarme',
      PUBLIC_URL: 'https://bingo.test',
      PAGARME_SECRET_KEY: 'sk_test_chave_secreta',
      PAGARME_API_URL: stub.url,
      PAGARME_WEBHOOK_TOKEN: TOKEN,
      PAGARME_JWKS_URL: 'http://127.0.0.1:9/jwks.json',
    });
    try {
      await createEvent(keysDown, { status: 'em_andamento' });
      const link = (await buy(keysDown, await createUser(keysDown), { quantidade: 1 })).json();
      const event = orderEvent(stub.setStatus(link.id, 'paid'));
      const body = JSON.stringify(event);
      expect((await deliver(keysDown, event, { token: 'token-errado-mas-comprido', body, signature: sign(body) })).statusCode).toBe(401);
      const res = await deliver(keysDown, event, { token: TOKEN, body, signature: sign(body) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'processed' });
      expect((await purchaseRow(keysDown, link.purchase_id)).status).toBe('aprovado');
    } finally {
      await keysDown.close();
    }
  });
});

describe('webhook order of checks (decisions.md §6)', () => {
  it('checks the token first: a stranger gets 401 whatever the body, never the fields we expect', async () => {
    const before = jwks.fetches;
    for (const token of [null, 'token-errado-mas-comprido']) {
      for (const body of ['{}', '{"id": 5, "data": []}', '{"id":', 'não é json']) {
        const res = await deliver(ctx, {}, { token, body, signature: sign(body) });
        expect(res.statusCode, `${String(token)} ${body}`).toBe(401);
        expect(res.json()).toEqual({ error: 'Notificação de pagamento não autorizada: token ou assinatura inválidos.' });
      }
    }
    // Refused before the signature too: a stranger cannot make us fetch the provider's keys.
    expect(jwks.fetches).toBe(before);
  });

  it('never fetches a JWKS with the fake provider, even when a delivery comes signed', async () => {
    const served = await startJwksServer();
    const fake = await createTestApp({ PAGARME_JWKS_URL: served.url });
    try {
      await createEvent(fake, { status: 'em_andamento' });
      const link = (await buy(fake, await createUser(fake), { quantidade: 1 })).json();
      const event = orderEvent((await fakeProvider(fake).settle(link.id, 'paid'))!);
      const body = JSON.stringify(event);
      const res = await deliver(fake, event, { body, signature: sign(body) });
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe('processed');
      expect(served.fetches).toBe(0);
    } finally {
      await fake.close();
      await new Promise((resolve) => served.server.close(resolve));
    }
  });
});
