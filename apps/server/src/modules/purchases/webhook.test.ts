import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { buy, createCoupon, deliver, fakeProvider, orderEvent, purchaseRow } from '../../../test/purchase-factories';
import { cards, coupons, purchases, webhookEvents } from '../../db/schema';
import type { Order } from '../../payments/types';
import { PurchaseSettlement } from './settlement';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let roundId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  const event = await createEvent(ctx, { status: 'em_andamento' });
  roundId = (await createRound(ctx, event.id, { status: 'in_progress' })).id;
});
afterAll(() => ctx.close());

const cardsOf = async (purchaseId: number) => (await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, purchaseId))).length;
const rankingTotal = async () =>
  (await ctx.app.inject({ url: `/api/rounds/${roundId}/ranking`, headers: roles.admin.auth })).json().total as number;
const rewrite = (orderId: string, change: Partial<Order>) => fakeProvider(ctx).store.update(orderId, (o) => ({ ...o, ...change }));

async function pendingPurchase(quantidade = 2, cupom?: string) {
  const link = (await buy(ctx, roles.user, { quantidade, ...(cupom ? { cupom } : {}) })).json();
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

  it('a newer cancellation (refund) moves an approved purchase to cancelado and its cards leave play', async () => {
    const { purchaseId, orderId } = await pendingPurchase(2);
    const paid = await fakeProvider(ctx).settle(orderId, 'paid');
    await deliver(ctx, orderEvent(paid!));
    const inPlay = await rankingTotal();
    await rewrite(orderId, { status: 'canceled', updated_at: new Date(Date.parse(paid!.updated_at) + 1000).toISOString() });
    expect((await deliver(ctx, orderEvent(paid!, 'order.canceled'))).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('cancelado');
    expect(await rankingTotal()).toBe(inPlay - 2);
  });

  it('never issues a second set of cards: paid again after a refund, a replayed hook, a second settlement (issue 24.2)', async () => {
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

  it('failure gives the coupon use back exactly once, however many deliveries', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 1 });
    const { purchaseId, orderId } = await pendingPurchase(1, coupon.codigo);
    const failed = await fakeProvider(ctx).settle(orderId, 'failed');
    await Promise.all([
      deliver(ctx, orderEvent(failed!, 'order.payment_failed')),
      deliver(ctx, orderEvent(failed!, 'charge.payment_failed')),
    ]);
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('falhou');
    expect((await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.quantidade).toBe(1);
  });

  it('records and ignores events about other things, and orders the provider does not know', async () => {
    expect((await deliver(ctx, orderEvent({ id: 'cus_1' }, 'customer.created'))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await deliver(ctx, orderEvent({ id: 'or_fake_desconhecido' }, 'order.paid'))).json().outcome).toBe('unknown');
  });
});
