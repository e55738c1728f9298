import type { AdminPurchaseDetail, PurchaseVerifyReply } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { PagarmeStub } from '../../../test/pagarme-stub';
import { buy, buyAndApprove, fakeProvider } from '../../../test/purchase-factories';
import { cards, purchases } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const verify = (ctx: TestContext, admin: TestUser, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/purchases/${id}/verify`, headers: admin.auth });
const cardsOf = async (ctx: TestContext, id: number) => (await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, id))).length;

describe('a purchase in detail, and "Verificar pagamento" (fake provider)', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { admin: true });
    await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
  });
  afterAll(() => ctx.close());

  it('shows the purchase with its history, oldest first', async () => {
    const { purchaseId } = await buyAndApprove(ctx, await createUser(ctx), { quantidade: 2 });
    const res = await ctx.app.inject({ url: `/api/admin/purchases/${purchaseId}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as AdminPurchaseDetail;
    expect(detail).toMatchObject({ id: purchaseId, status: 'aprovado', cards_issued: 2, total: 20 });
    expect(detail.expires_at).not.toBeNull();
    expect(detail.history.map((h) => [h.from_status, h.to_status, h.source])).toEqual([
      [null, 'pendente', 'checkout'],
      ['pendente', 'aprovado', 'webhook'],
    ]);
    expect(detail.history[1]!.hook_id).toMatch(/^hook_fake_/);
    const missing = await ctx.app.inject({ url: '/api/admin/purchases/999999', headers: admin.auth });
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Compra não encontrada.']);
  });

  it('approves a purchase paid at the provider whose webhook was lost, once', async () => {
    const link = (await buy(ctx, await createUser(ctx), { quantidade: 3 })).json();
    // Paid on the provider's side; the notification never reached us.
    await fakeProvider(ctx).settle(link.id, 'paid');
    expect(await cardsOf(ctx, link.purchase_id)).toBe(0);

    const res = await verify(ctx, admin, link.purchase_id);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as PurchaseVerifyReply;
    expect(reply).toMatchObject({
      outcome: 'processed',
      message: 'Pagamento verificado: situação atualizada para Aprovado.',
      purchase: { status: 'aprovado', provider_status: 'paid', cards_issued: 3 },
    });
    expect(reply.purchase.history.at(-1)).toMatchObject({
      from_status: 'pendente',
      to_status: 'aprovado',
      source: 'verify',
      hook_id: null,
    });

    const again = (await verify(ctx, admin, link.purchase_id)).json() as PurchaseVerifyReply;
    expect(again).toMatchObject({ outcome: 'unchanged', message: 'Pagamento verificado: nada mudou, a situação continua Aprovado.' });
    expect(again.purchase.history).toHaveLength(2);
    expect(await cardsOf(ctx, link.purchase_id)).toBe(3);
  });

  it('brings back a purchase the sweep cancelled when the provider says it was paid after all', async () => {
    const link = (await buy(ctx, await createUser(ctx), { quantidade: 1 })).json();
    await ctx.database.db.update(purchases).set({ status: 'cancelado' }).where(eq(purchases.id, link.purchase_id));
    await fakeProvider(ctx).store.update(link.id, (o) => ({ ...o, status: 'paid', updated_at: new Date(Date.now() + 1000).toISOString() }));
    expect((await verify(ctx, admin, link.purchase_id)).json()).toMatchObject({ outcome: 'processed', purchase: { status: 'aprovado' } });
  });

  it('says "stale" when the provider answers a state older than the one we hold, and changes nothing', async () => {
    const { purchaseId, orderId } = await buyAndApprove(ctx, await createUser(ctx), { quantidade: 1 });
    const older = new Date(Date.now() - 3_600_000).toISOString();
    await fakeProvider(ctx).store.update(orderId, (o) => ({ ...o, status: 'failed', updated_at: older }));
    expect((await verify(ctx, admin, purchaseId)).json()).toMatchObject({
      outcome: 'stale',
      message: 'Pagamento verificado: nada mudou, a situação continua Aprovado.',
      purchase: { status: 'aprovado', cards_issued: 1 },
    });
  });

  it('says so when there is no order to ask about, or the purchase does not exist', async () => {
    const refused = vi.spyOn(fakeProvider(ctx), 'createOrder').mockRejectedValueOnce(new AppError(502, 'O provedor recusou.'));
    const buyer = await createUser(ctx);
    expect((await buy(ctx, buyer)).statusCode).toBe(502);
    refused.mockRestore();
    const [row] = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id));
    const res = await verify(ctx, admin, row!.id);
    expect([res.statusCode, res.json().error]).toEqual([
      409,
      'Esta compra não chegou a ter um pedido no provedor de pagamento: não há o que verificar.',
    ]);
    expect((await verify(ctx, admin, 999999)).statusCode).toBe(404);
  });
});

describe('"Verificar pagamento" against a Pagar.me look-alike', () => {
  let ctx: TestContext;
  let stub: PagarmeStub;
  let admin: TestUser;
  beforeAll(async () => {
    stub = await new PagarmeStub().start();
    ctx = await createTestApp({
      PAYMENT_PROVIDER: 'pagarme',
      PUBLIC_URL: 'https://bingo.test',
      PAGARME_SECRET_KEY: 'sk_test_chave',
      PAGARME_API_URL: stub.url,
      PAGARME_WEBHOOK_TOKEN: 'token-do-webhook-real-123',
    });
    admin = await createUser(ctx, { admin: true });
    await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
  });
  afterAll(async () => {
    await ctx.close();
    await stub.stop();
  });

  it('reads GET /orders/{id} with our key and approves; a provider failure is the admin’s to see', async () => {
    const link = (await buy(ctx, await createUser(ctx), { quantidade: 1 }, 'pix')).json();
    const charge = stub.orders.get(link.id)!.charges![0]!;
    stub.update(link.id, { status: 'paid', charges: [{ ...charge, status: 'paid', paid_amount: 1000 }] });

    // Down for the call and its one retry: the admin reads the provider's trouble, nothing changes.
    const down = { status: 500, body: { message: 'Internal server error' } };
    stub.failNext(down, down);
    const failed = await verify(ctx, admin, link.purchase_id);
    expect([failed.statusCode, failed.json().error]).toEqual([
      502,
      'O serviço de pagamento está indisponível no momento. Tente novamente em instantes.',
    ]);
    expect((await ctx.database.db.select().from(purchases).where(eq(purchases.id, link.purchase_id)))[0]!.status).toBe('pendente');

    const res = await verify(ctx, admin, link.purchase_id);
    expect(res.json()).toMatchObject({ outcome: 'processed', purchase: { status: 'aprovado', cards_issued: 1 } });
    expect(stub.requests.filter((r) => r.method === 'GET' && r.path === `/orders/${link.id}`).length).toBeGreaterThanOrEqual(2);
  });
});
