import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { buy, buyAndApprove, createCoupon, deliver, fakeProvider, orderEvent, purchaseRow } from '../../../test/purchase-factories';
import { cards, coupons, purchases } from '../../db/schema';
import { cancelExpiredPurchases } from './expiry-sweep';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createEvent(ctx, { status: 'em_andamento' });
});
/** A buyer of the test's own: one buyer may hold only 3 pending purchases, and one pending use of a coupon. */
const newBuyer = (): Promise<TestUser> => createUser(ctx);
afterAll(() => ctx.close());

const expire = (id: number) =>
  ctx.database.db
    .update(purchases)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(purchases.id, id));
const usesLeft = async (id: number) => (await ctx.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.quantidade;

describe('expiry of pending purchases', () => {
  it('sets the checkout expiry from CHECKOUT_EXPIRY_MINUTES', async () => {
    const link = (await buy(ctx, await newBuyer())).json();
    const row = await purchaseRow(ctx, link.purchase_id);
    expect((row.expiresAt!.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
    expect(Date.parse(link.checkouts[0].expires_at) - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
  });

  it('cancels pending purchases past their expiry, gives the coupon use back once, and leaves the rest alone', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 2 });
    const expired = (await buy(ctx, await newBuyer(), { cupom: coupon.codigo })).json();
    const fresh = (await buy(ctx, await newBuyer(), { cupom: coupon.codigo })).json();
    const approved = await buyAndApprove(ctx, await newBuyer());
    await expire(expired.purchase_id);
    await expire(approved.purchaseId);
    expect(await usesLeft(coupon.id)).toBe(0);

    expect(await cancelExpiredPurchases(ctx.database.db)).toBe(1);
    expect(await cancelExpiredPurchases(ctx.database.db)).toBe(0);
    expect(await purchaseRow(ctx, expired.purchase_id)).toMatchObject({ status: 'cancelado', couponReserved: false });
    expect((await purchaseRow(ctx, fresh.purchase_id)).status).toBe('pendente');
    expect((await purchaseRow(ctx, approved.purchaseId)).status).toBe('aprovado');
    expect(await usesLeft(coupon.id)).toBe(1);
  });

  it('several sweeps at once cancel each purchase once', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 5 });
    const buyers = await Promise.all(Array.from({ length: 5 }, newBuyer));
    const links = await Promise.all(buyers.map((buyer) => buy(ctx, buyer, { cupom: coupon.codigo })));
    for (const link of links) await expire(link.json().purchase_id);
    const counts = await Promise.all(Array.from({ length: 4 }, () => cancelExpiredPurchases(ctx.database.db)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    expect(await usesLeft(coupon.id)).toBe(5);
  });

  it('a payment the provider confirms after the expiry still issues the cards (the money came in)', async () => {
    const link = (await buy(ctx, await newBuyer(), { quantidade: 2 })).json();
    await expire(link.purchase_id);
    await cancelExpiredPurchases(ctx.database.db);
    const paid = await fakeProvider(ctx).store.update(link.id, (o) => ({
      ...o,
      status: 'paid',
      updated_at: new Date(Date.now() + 1).toISOString(),
    }));
    expect((await deliver(ctx, orderEvent(paid!))).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, link.purchase_id)).status).toBe('aprovado');
    expect(await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, link.purchase_id))).toHaveLength(2);
  });

  it('an expired fake checkout page can no longer be paid', async () => {
    const link = (await buy(ctx, await newBuyer())).json();
    await fakeProvider(ctx).store.update(link.id, (o) => ({
      ...o,
      checkouts: o.checkouts!.map((c) => ({ ...c, expires_at: new Date(Date.now() - 1000).toISOString() })),
    }));
    const page = await ctx.app.inject({ url: new URL(link.url).pathname });
    expect(page.body).toContain('Este link de pagamento expirou.');
    expect(page.body).not.toContain('Aprovar');
    expect(await fakeProvider(ctx).settle(link.id, 'paid')).toMatchObject({ status: 'pending' });
  });
});
