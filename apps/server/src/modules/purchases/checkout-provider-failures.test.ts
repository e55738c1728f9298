import { purchaseMessages } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { buy, couponUsesLeft, createCoupon, expirePurchase, fakeProvider } from '../../../test/purchase-factories';
import { purchaseStatusChanges, purchases } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Order } from '../../payments/types';
import { cancelExpiredPurchases } from './expiry-sweep';
import { purchaseIdOfCode } from './purchases.repository';

/**
 * The provider refuses the order, or answers one the buyer cannot pay (no checkout link, no PIX
 * code): the buyer reads a pt-BR 502, the purchase never holds a coupon use for nothing, and the
 * operators get an error log naming the order.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const usesLeft = (id: number) => couponUsesLeft(ctx, id);
const purchaseOf = async (buyer: TestUser) => (await ctx.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id)))[0]!;
const historyOf = async (id: number) =>
  (
    await ctx.database.db
      .select()
      .from(purchaseStatusChanges)
      .where(eq(purchaseStatusChanges.purchaseId, id))
      .orderBy(purchaseStatusChanges.id)
  ).map((h) => [h.fromStatus, h.toStatus]);
/** The provider makes the order, but its reply is changed as given. */
const providerReplies = (change: (order: Order) => Order) => {
  const provider = fakeProvider(ctx);
  const create = provider.createOrder.bind(provider);
  vi.spyOn(provider, 'createOrder').mockImplementationOnce(async (request, key) => change(await create(request, key)));
};

describe('a provider that refuses the order', () => {
  it('fails the purchase at once and gives its coupon use back', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 1 });
    const buyer = await createUser(ctx);
    vi.spyOn(fakeProvider(ctx), 'createOrder').mockRejectedValueOnce(new AppError(502, purchaseMessages.providerRefused));
    const res = await buy(ctx, buyer, { cupom: coupon.codigo });
    expect([res.statusCode, res.json().error]).toEqual([502, purchaseMessages.providerRefused]);
    expect(await purchaseOf(buyer)).toMatchObject({ status: 'falhou', couponReserved: false, paymentId: null });
    expect(await usesLeft(coupon.id)).toBe(1);
  });

  it('leaves a purchase the expiry sweep cancelled while the provider was slow as it is: cancelled, once', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 1 });
    const buyer = await createUser(ctx);
    vi.spyOn(fakeProvider(ctx), 'createOrder').mockImplementationOnce(async (request) => {
      await expirePurchase(ctx, purchaseIdOfCode(request.code)!);
      await cancelExpiredPurchases(ctx.database.db);
      throw new AppError(503, purchaseMessages.providerUnavailable);
    });
    expect((await buy(ctx, buyer, { cupom: coupon.codigo })).statusCode).toBe(503);
    const purchase = await purchaseOf(buyer);
    expect(purchase.status).toBe('cancelado');
    expect(await historyOf(purchase.id)).toEqual([
      [null, 'pendente'],
      ['pendente', 'cancelado'],
    ]);
    expect(await usesLeft(coupon.id)).toBe(1);
  });
});

describe('an order the buyer cannot pay', () => {
  it('without a checkout link: a 502 in pt-BR and an error log naming the order', async () => {
    providerReplies((order) => ({ ...order, checkouts: [] }));
    const error = vi.spyOn(ctx.app.log, 'error');
    const buyer = await createUser(ctx);
    const res = await buy(ctx, buyer);
    expect([res.statusCode, res.json().error]).toEqual([502, purchaseMessages.providerRefused]);
    const { paymentId } = await purchaseOf(buyer);
    expect(error).toHaveBeenCalledWith({ provider: 'fake', orderId: paymentId, status: 'pending' }, 'pedido sem checkouts[0].payment_url');
  });

  it('takes the first checkout that has a link, and lists only those', async () => {
    providerReplies((order) => ({ ...order, checkouts: [{ id: 'chk_sem_link', payment_url: '', status: 'open' }, ...order.checkouts!] }));
    const res = await buy(ctx, await createUser(ctx));
    expect(res.statusCode).toBe(200);
    const link = res.json();
    expect(link.url).toBe(`http://bingo.test/fake-checkout/${link.id}`);
    expect(link.checkouts.map((c: { payment_url: string }) => c.payment_url)).toEqual([link.url]);
  });

  it('a PIX order without its code: a 502 in pt-BR and an error log naming the order', async () => {
    providerReplies((order) => ({ ...order, charges: [{ ...order.charges![0]!, last_transaction: { transaction_type: 'pix' } }] }));
    const error = vi.spyOn(ctx.app.log, 'error');
    const buyer = await createUser(ctx);
    const res = await buy(ctx, buyer, {}, 'pix');
    expect([res.statusCode, res.json().error]).toEqual([502, purchaseMessages.pixUnavailable]);
    const { paymentId } = await purchaseOf(buyer);
    expect(error).toHaveBeenCalledWith({ provider: 'fake', orderId: paymentId, status: 'pending' }, 'pedido PIX sem qr_code');
  });
});
