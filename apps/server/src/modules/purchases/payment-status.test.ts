import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { buy, deliver, fakeProvider, orderEvent } from '../../../test/purchase-factories';
import { purchases } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PaymentStatusService } from './payment-status.service';
import { PurchaseSettlement } from './settlement';

/**
 * GET /pagarme/payment/status/{id}, what the result pages poll: a pending purchase asks the provider
 * itself when no webhook came, but at most every 15 s per purchase (each poll of a waiting page
 * would otherwise be a call to the provider's API).
 */
let ctx: TestContext;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const poll = (reference: string, who: TestUser = buyer) =>
  ctx.app.inject({ url: `/api/pagarme/payment/status/${reference}`, headers: who.auth });
/** A pending purchase of a buyer of the test's own (one buyer may hold only 3 pending purchases). */
async function pending(who: TestUser) {
  const link = (await buy(ctx, who, { quantidade: 2 })).json();
  return { purchaseId: link.purchase_id as number, orderId: link.id as string };
}
/** How many times the provider was asked about each order. */
function providerCalls() {
  const spy = vi.spyOn(fakeProvider(ctx), 'getOrder');
  return (orderId: string) => spy.mock.calls.filter(([id]) => id === orderId).length;
}
/** The provider's order moved on (a status, a second later than its last one). */
const providerSays = (orderId: string, status: 'processing' | 'paid' | 'canceled') =>
  fakeProvider(ctx).store.update(orderId, (o) => ({ ...o, status, updated_at: new Date(Date.parse(o.updated_at) + 1000).toISOString() }));

describe('asking the provider from the status call', () => {
  it('asks about a pending purchase at most every 15 s, each purchase on its own clock', async () => {
    buyer = await createUser(ctx);
    const a = await pending(buyer);
    const b = await pending(buyer);
    const asked = providerCalls();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);

    expect((await poll(a.orderId)).statusCode).toBe(200);
    await poll(b.orderId);
    expect([asked(a.orderId), asked(b.orderId)]).toEqual([1, 1]);
    // Asking about B did not make the server forget it had just asked about A.
    vi.setSystemTime(start + 14_999);
    await poll(a.orderId);
    await poll(`compra-${b.purchaseId}`);
    expect([asked(a.orderId), asked(b.orderId)]).toEqual([1, 1]);
    vi.setSystemTime(start + 15_000);
    await poll(a.orderId);
    expect([asked(a.orderId), asked(b.orderId)]).toEqual([2, 1]);
  });

  it('answers what the provider just said, on the very poll that asked', async () => {
    buyer = await createUser(ctx);
    const { orderId } = await pending(buyer);
    await providerSays(orderId, 'processing');
    expect((await poll(orderId)).json()).toMatchObject({ status: 'pendente', provider_status: 'processing', cards_ready: false });
  });

  it('a provider failure is a warning: the purchase is simply still pending, and the next poll asks again', async () => {
    buyer = await createUser(ctx);
    const { purchaseId, orderId } = await pending(buyer);
    await providerSays(orderId, 'paid');
    vi.spyOn(fakeProvider(ctx), 'getOrder').mockRejectedValueOnce(new AppError(503, 'fora do ar'));
    const warn = vi.spyOn(ctx.app.log, 'warn');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);

    const res = await poll(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pendente', cards_count: 0, cards_ready: false });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ purchaseId }), 'consulta do pedido ao provedor falhou');
    vi.setSystemTime(start + 15_000);
    expect((await poll(orderId)).json()).toMatchObject({ status: 'aprovado', cards_count: 2, cards_ready: true });
  });

  it('never asks about a purchase that is no longer pending', async () => {
    buyer = await createUser(ctx);
    const { orderId } = await pending(buyer);
    await deliver(ctx, orderEvent((await providerSays(orderId, 'paid'))!));
    const asked = providerCalls();
    expect((await poll(orderId)).json()).toMatchObject({ status: 'aprovado', cards_ready: true });
    expect(asked(orderId)).toBe(0);
  });

  it('forgets every purchase it paced once it paces as many as it may remember (bounded memory)', async () => {
    buyer = await createUser(ctx);
    const [a, b, c] = [await pending(buyer), await pending(buyer), await pending(buyer)];
    const provider = fakeProvider(ctx);
    const asked = providerCalls();
    const statuses = new PaymentStatusService(ctx.app.db, provider, new PurchaseSettlement(ctx.database, ctx.app.log), ctx.app.log, 2);
    const admin = { id: 0, name: 'Admin', is_admin: true, active: true, session_version: 0 };

    await statuses.status(admin, a.orderId);
    await statuses.status(admin, b.orderId);
    await statuses.status(admin, a.orderId);
    expect(asked(a.orderId)).toBe(1);
    // A third purchase: the two remembered are forgotten, so A is asked about again at once.
    await statuses.status(admin, c.orderId);
    await statuses.status(admin, a.orderId);
    expect([asked(a.orderId), asked(b.orderId), asked(c.orderId)]).toEqual([2, 1, 1]);
  });
});

describe('cards_ready: what sends the result page on to the cards', () => {
  it('is false for a refunded purchase that keeps its cards, and for an approved one missing some of its cards', async () => {
    buyer = await createUser(ctx);
    const { purchaseId, orderId } = await pending(buyer);
    await deliver(ctx, orderEvent((await providerSays(orderId, 'paid'))!));
    expect((await poll(orderId)).json()).toMatchObject({ status: 'aprovado', cards_count: 2, cards_ready: true });

    // Bought 3 but only 2 cards exist (a row fixed by hand, an older import): not ready yet.
    await ctx.database.db.update(purchases).set({ quantidade: 3 }).where(eq(purchases.id, purchaseId));
    expect((await poll(orderId)).json()).toMatchObject({ status: 'aprovado', cards_count: 2, cards_ready: false });
    await ctx.database.db.update(purchases).set({ quantidade: 2 }).where(eq(purchases.id, purchaseId));

    await deliver(ctx, orderEvent((await providerSays(orderId, 'canceled'))!, 'order.canceled'));
    expect((await poll(orderId)).json()).toMatchObject({ status: 'estornado', cards_count: 2, cards_ready: false });
  });
});
