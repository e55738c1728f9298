import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';
import { buy, couponUsesLeft, createCoupon, deliver, fakeProvider, orderEvent, purchaseRow } from '../../../test/purchase-factories';
import { cards, purchases, webhookEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Order } from '../../payments/types';
import { PurchaseSettlement } from './settlement';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let roundId: number;
let eventId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  eventId = (await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 })).id;
  roundId = (await createRound(ctx, eventId, { status: 'in_progress' })).id;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const cardsOf = async (purchaseId: number) => (await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, purchaseId))).length;
const rankingTotal = async () =>
  (await ctx.app.inject({ url: `/api/rounds/${roundId}/ranking`, headers: roles.admin.auth })).json().total as number;
const rewrite = (orderId: string, change: Partial<Order>) => fakeProvider(ctx).store.update(orderId, (o) => ({ ...o, ...change }));

const usesLeft = (id: number) => couponUsesLeft(ctx, id);
/** How many times the provider was asked about an order. */
function providerReads() {
  const spy = vi.spyOn(fakeProvider(ctx), 'getOrder');
  return (orderId: string) => spy.mock.calls.filter(([id]) => id === orderId).length;
}

/** A pending purchase of a buyer of its own (one buyer may hold only 3 pending purchases). */
async function pendingPurchase(quantidade = 2, cupom?: string) {
  const link = (await buy(ctx, await createUser(ctx), { quantidade, ...(cupom ? { cupom } : {}) })).json();
  return { purchaseId: link.purchase_id as number, orderId: link.id as string };
}

describe('webhook deliveries', () => {
  it('re-reads the order from the provider: a delivery claiming "paid" for a pending order changes nothing', async () => {
    const { purchaseId, orderId } = await pendingPurchase();
    const order = await fakeProvider(ctx).getOrder(orderId);
    const res = await deliver(ctx, orderEvent({ ...order, status: 'paid' }, 'order.paid'));
    expect(res.json().outcome).toBe('unchanged');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('pendente');
    expect(await cardsOf(purchaseId)).toBe(0);
  });

  it('drops a redelivered hook, and 10 concurrent copies issue the cards once', async () => {
    const { purchaseId, orderId } = await pendingPurchase(3);
    const paid = await fakeProvider(ctx).settle(orderId, 'paid');
    const event = orderEvent(paid!);
    const outcomes = (await Promise.all(Array.from({ length: 10 }, () => deliver(ctx, event)))).map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'processed').every((o) => o === 'duplicate')).toBe(true);
    expect((await deliver(ctx, event)).json().outcome).toBe('duplicate');
    // Another hook about the same paid order is handled, and issues nothing more.
    expect((await deliver(ctx, orderEvent({ id: 'ch_1', order: { id: orderId } }, 'charge.paid'))).json().outcome).toBe('unchanged');
    expect(await cardsOf(purchaseId)).toBe(3);
    expect(await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId))).toHaveLength(2);
  });

  it('ignores a stale event: an older provider state never undoes a newer one', async () => {
    const { purchaseId, orderId } = await pendingPurchase();
    const created = await fakeProvider(ctx).getOrder(orderId);
    const paid = await fakeProvider(ctx).settle(orderId, 'paid');
    await deliver(ctx, orderEvent(paid!));
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('aprovado');

    // The provider (as read later) answers an older failed state: out of order, so ignored.
    await rewrite(orderId, { status: 'failed', updated_at: created.updated_at });
    expect((await deliver(ctx, orderEvent(created, 'order.payment_failed'))).json().outcome).toBe('stale');
    expect(await purchaseRow(ctx, purchaseId)).toMatchObject({ status: 'aprovado', providerStatus: 'paid' });
    expect(await cardsOf(purchaseId)).toBe(2);
  });

  it('a newer cancellation (refund) moves an approved purchase to estornado and its cards leave play', async () => {
    const { purchaseId, orderId } = await pendingPurchase(2);
    const paid = await fakeProvider(ctx).settle(orderId, 'paid');
    await deliver(ctx, orderEvent(paid!));
    const inPlay = await rankingTotal();
    await rewrite(orderId, { status: 'canceled', updated_at: new Date(Date.parse(paid!.updated_at) + 1000).toISOString() });
    expect((await deliver(ctx, orderEvent(paid!, 'order.canceled'))).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('estornado');
    expect(await rankingTotal()).toBe(inPlay - 2);
  });

  it('never issues a second set of cards: paid again after a refund, a replayed hook, a second settlement (decisions.md §6)', async () => {
    const { purchaseId, orderId } = await pendingPurchase(2);
    const paid = (await fakeProvider(ctx).settle(orderId, 'paid'))!;
    const paidHook = orderEvent(paid);
    await deliver(ctx, paidHook);
    const cardIds = async () =>
      (await ctx.database.db.select({ id: cards.id }).from(cards).where(eq(cards.purchaseId, purchaseId))).map((c) => c.id).sort();
    const issued = await cardIds();
    expect(issued).toHaveLength(2);
    const later = (ms: number) => new Date(Date.parse(paid.updated_at) + ms).toISOString();

    // Refunded, then paid again (the provider moved it back): the same two cards come back into play.
    await rewrite(orderId, { status: 'canceled', updated_at: later(1000) });
    expect((await deliver(ctx, orderEvent(paid, 'order.canceled'))).json().outcome).toBe('processed');
    const outOfPlay = await rankingTotal();
    await rewrite(orderId, { status: 'paid', updated_at: later(2000) });
    expect((await deliver(ctx, orderEvent(paid, 'order.paid'))).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('aprovado');
    expect(await cardIds()).toEqual(issued);
    expect(await rankingTotal()).toBe(outOfPlay + 2);

    // A replayed hook id is dropped; a second settlement of the paid purchase changes nothing.
    expect((await deliver(ctx, paidHook)).json().outcome).toBe('duplicate');
    const settlement = new PurchaseSettlement(ctx.database, ctx.app.log);
    const order = await fakeProvider(ctx).getOrder(orderId);
    expect(await settlement.apply(order, { source: 'reconcile' })).toEqual({ outcome: 'unchanged', status: 'aprovado' });
    // The guard itself, without the lock's help: a settlement that finds the purchase not yet
    // approved (as a concurrent one could) approves it but issues no cards next to the ones it has.
    await ctx.database.db.update(purchases).set({ status: 'pendente', providerUpdatedAt: null }).where(eq(purchases.id, purchaseId));
    expect(await settlement.apply(order, { source: 'reconcile' })).toEqual({ outcome: 'processed', status: 'aprovado' });
    expect(await cardIds()).toEqual(issued);
  });

  it('an order read without a timestamp keeps the one we hold: an older failure after it is still stale', async () => {
    const { purchaseId, orderId } = await pendingPurchase(2);
    const created = await fakeProvider(ctx).getOrder(orderId);
    const paid = (await fakeProvider(ctx).settle(orderId, 'paid'))!;
    await deliver(ctx, orderEvent(paid));
    await rewrite(orderId, { updated_at: undefined });
    expect((await deliver(ctx, orderEvent(paid, 'order.updated'))).json().outcome).toBe('unchanged');
    expect((await purchaseRow(ctx, purchaseId)).providerUpdatedAt).toEqual(new Date(paid.updated_at));

    await rewrite(orderId, { status: 'failed', updated_at: created.updated_at });
    expect((await deliver(ctx, orderEvent(paid, 'order.payment_failed'))).json().outcome).toBe('stale');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('aprovado');
    expect(await cardsOf(purchaseId)).toBe(2);
  });

  it('failure gives the coupon use back exactly once, however many deliveries', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 1 });
    const { purchaseId, orderId } = await pendingPurchase(1, coupon.codigo);
    const failed = await fakeProvider(ctx).settle(orderId, 'failed');
    await Promise.all([
      deliver(ctx, orderEvent(failed!, 'order.payment_failed')),
      deliver(ctx, orderEvent(failed!, 'charge.payment_failed')),
    ]);
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('falhou');
    expect(await usesLeft(coupon.id)).toBe(1);

    // The provider later cancels the failed order: the use already came back, it does not come back twice.
    await rewrite(orderId, { status: 'canceled', updated_at: new Date(Date.parse(failed!.updated_at) + 1000).toISOString() });
    expect((await deliver(ctx, orderEvent(failed!, 'order.canceled'))).json().outcome).toBe('processed');
    expect(await purchaseRow(ctx, purchaseId)).toMatchObject({ status: 'cancelado', couponReserved: false });
    expect(await usesLeft(coupon.id)).toBe(1);
  });

  it("settles by our code only an order whose code is exactly ours: another shop's order never approves our purchase", async () => {
    // Our purchase before the provider's creation reply came back (no order id stored yet).
    const [waiting] = await ctx.database.db
      .insert(purchases)
      .values({ userId: roles.user.id, eventId, quantidade: 1, unitPrice: 10, gross: 10, total: 10, status: 'pendente' })
      .returning();
    /** A paid order of R$ 10,00 on the same provider account (the code is the one field that differs). */
    const paidOrder = (code: string | undefined) => {
      const id = `or_outra_${Math.random().toString(36).slice(2)}`;
      const now = new Date().toISOString();
      const order = { id, code, amount: 1000, currency: 'BRL', status: 'paid', created_at: now, updated_at: now } as Order;
      return fakeProvider(ctx).store.insert(order, id);
    };
    for (const code of [`loja-compra-${waiting!.id}`, `compra-${waiting!.id}-2`, undefined]) {
      const res = await deliver(ctx, orderEvent(await paidOrder(code)));
      expect([res.statusCode, res.json().outcome], String(code)).toEqual([200, 'unknown']);
    }
    expect(await purchaseRow(ctx, waiting!.id)).toMatchObject({ status: 'pendente', paymentId: null });
    expect(await cardsOf(waiting!.id)).toBe(0);

    const ours = await paidOrder(`compra-${waiting!.id}`);
    expect((await deliver(ctx, orderEvent(ours))).json().outcome).toBe('processed');
    expect(await purchaseRow(ctx, waiting!.id)).toMatchObject({ status: 'aprovado', paymentId: ours.id });
  });

  it('records and ignores events about other things, and orders the provider does not know', async () => {
    expect((await deliver(ctx, orderEvent({ id: 'cus_1' }, 'customer.created'))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await deliver(ctx, orderEvent({ id: 'or_fake_desconhecido' }, 'order.paid'))).json().outcome).toBe('unknown');
  });
});

describe('which deliveries make us read the order from the provider', () => {
  it('only order.* and charge.* events: another kind naming an order is recorded and ignored, the provider not asked', async () => {
    const { purchaseId, orderId } = await pendingPurchase(1);
    await fakeProvider(ctx).settle(orderId, 'paid');
    const reads = providerReads();
    const invoice = orderEvent({ id: 'in_1', order: { id: orderId }, order_id: orderId }, 'invoice.paid');
    expect((await deliver(ctx, invoice)).json().outcome).toBe('ignored');
    expect(reads(orderId)).toBe(0);
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('pendente');
    expect(await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.hookId, invoice.id))).toMatchObject([
      { orderId: null, type: 'invoice.paid' },
    ]);
  });

  it('an order id that is empty or longer than 64 characters is ignored; one of 64 is asked about', async () => {
    const reads = providerReads();
    for (const id of ['', 'o'.repeat(65)]) {
      const res = await deliver(ctx, orderEvent({ id }, 'order.paid'));
      expect([res.statusCode, res.json().outcome], `${id.length} characters`).toEqual([200, 'ignored']);
      expect(reads(id)).toBe(0);
    }
    expect((await deliver(ctx, orderEvent({ id: 'o'.repeat(64) }, 'order.paid'))).json().outcome).toBe('unknown');
    expect(reads('o'.repeat(64))).toBe(1);
  });

  it('a redelivered hook is answered "duplicate" without asking the provider again', async () => {
    const unknown = orderEvent({ id: 'or_fake_nunca_existiu' }, 'order.paid');
    expect((await deliver(ctx, unknown)).json().outcome).toBe('unknown');
    const { orderId } = await pendingPurchase(1);
    const paid = orderEvent((await fakeProvider(ctx).settle(orderId, 'paid'))!);
    expect((await deliver(ctx, paid)).json().outcome).toBe('processed');

    const reads = providerReads();
    expect((await deliver(ctx, unknown)).json().outcome).toBe('duplicate');
    expect((await deliver(ctx, paid)).json().outcome).toBe('duplicate');
    expect([reads('or_fake_nunca_existiu'), reads(orderId)]).toEqual([0, 0]);
  });

  it("only the provider's own 'not found' is final: any other failure records nothing, and the redelivery settles the payment", async () => {
    for (const failure of [
      new AppError(503, 'Serviço de pagamento fora do ar.'),
      Object.assign(new Error('socket hang up'), { status: 404 }),
    ]) {
      const { purchaseId, orderId } = await pendingPurchase(1);
      const paid = orderEvent((await fakeProvider(ctx).settle(orderId, 'paid'))!);
      vi.spyOn(fakeProvider(ctx), 'getOrder').mockRejectedValueOnce(failure);
      expect((await deliver(ctx, paid)).statusCode, failure.message).toBeGreaterThanOrEqual(500);
      expect(await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.hookId, paid.id))).toEqual([]);
      expect((await deliver(ctx, paid)).json().outcome).toBe('processed');
      expect((await purchaseRow(ctx, purchaseId)).status).toBe('aprovado');
    }
  });
});
