import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { buy, buyAndApprove, creditPayload, deliver, fakeProvider, orderEvent } from '../../../test/purchase-factories';
import { purchases } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cancelExpiredPurchases } from './expiry-sweep';
import { StatusHistoryRepository } from './status-history.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());

/** Each test buys as its own buyer: one buyer may keep only 3 purchases waiting for payment. */
const newBuyer = (): Promise<TestUser> => createUser(ctx);
/** The history as the admin screen lists it, in a shape easy to compare. */
const historyOf = async (purchaseId: number) =>
  (await new StatusHistoryRepository(ctx.database.db).of(purchaseId)).map((h) => ({
    from: h.from_status,
    to: h.to_status,
    source: h.source,
    provider: h.provider_status,
    review: h.review_reason,
    hook: h.hook_id,
  }));
const opened = { from: null, to: 'pendente', source: 'checkout', provider: null, review: null, hook: null };

describe('the status history of a purchase', () => {
  it('starts with the checkout and records the webhook that approved it, with its hook id', async () => {
    const link = (await buy(ctx, await newBuyer())).json();
    const paid = await fakeProvider(ctx).settle(link.id, 'paid');
    const event = orderEvent(paid!);
    expect((await deliver(ctx, event)).json().outcome).toBe('processed');
    // A redelivery changes nothing, so it adds nothing.
    expect((await deliver(ctx, event)).json().outcome).toBe('duplicate');
    expect(await historyOf(link.purchase_id)).toEqual([
      opened,
      { from: 'pendente', to: 'aprovado', source: 'webhook', provider: 'paid', review: null, hook: event.id },
    ]);
  });

  it('records the expiry sweep cancelling a purchase, and a refund after approval', async () => {
    const link = (await buy(ctx, await newBuyer())).json();
    await ctx.database.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.id, link.purchase_id));
    expect(await cancelExpiredPurchases(ctx.database.db)).toBe(1);
    expect(await historyOf(link.purchase_id)).toEqual([
      opened,
      { ...opened, from: 'pendente', to: 'cancelado', source: 'expiry', provider: 'pending' },
    ]);

    const approved = await buyAndApprove(ctx, await newBuyer());
    const refunded = await fakeProvider(ctx).store.update(approved.orderId, (o) => ({
      ...o,
      status: 'canceled',
      updated_at: new Date(Date.parse(o.updated_at) + 1000).toISOString(),
    }));
    expect((await deliver(ctx, orderEvent(refunded!, 'order.canceled'))).json().outcome).toBe('processed');
    expect((await historyOf(approved.purchaseId)).map((h) => [h.from, h.to, h.source, h.provider])).toEqual([
      [null, 'pendente', 'checkout', null],
      ['pendente', 'aprovado', 'webhook', 'paid'],
      ['aprovado', 'estornado', 'webhook', 'canceled'],
    ]);
  });

  it('records the result page asking the provider about a payment whose webhook never came', async () => {
    const buyer = await newBuyer();
    const link = (await buy(ctx, buyer)).json();
    await fakeProvider(ctx).settle(link.id, 'paid');
    const status = await ctx.app.inject({ url: `/api/pagarme/payment/status/${link.id}`, headers: buyer.auth });
    expect(status.json()).toMatchObject({ status: 'aprovado' });
    expect(await historyOf(link.purchase_id)).toEqual([
      opened,
      { from: 'pendente', to: 'aprovado', source: 'reconcile', provider: 'paid', review: null, hook: null },
    ]);
  });

  it('records a purchase held for review and the payment that later clears it', async () => {
    const link = (await buy(ctx, await newBuyer(), { quantidade: 1 })).json();
    const pay = (amount: number, ms: number) =>
      fakeProvider(ctx).store.update(link.id, (o) => ({
        ...o,
        status: 'paid',
        amount,
        updated_at: new Date(Date.parse(o.updated_at) + ms).toISOString(),
      }));
    expect((await deliver(ctx, orderEvent((await pay(500, 1000))!))).json().outcome).toBe('review');
    expect((await deliver(ctx, orderEvent((await pay(1000, 1000))!))).json().outcome).toBe('processed');
    const reason = 'Valor pago (R$ 5,00) diferente do total (R$ 10,00).';
    expect((await historyOf(link.purchase_id)).map((h) => [h.from, h.to, h.review])).toEqual([
      [null, 'pendente', null],
      ['pendente', 'pendente', reason],
      ['pendente', 'aprovado', null],
    ]);
  });

  it('records a card paid at once, and a purchase whose order the provider never made', async () => {
    const card = await ctx.app.inject({
      method: 'POST',
      url: '/api/pagarme/credit',
      headers: (await newBuyer()).auth,
      payload: creditPayload('tok_aprovado', { quantidade: 1 }),
    });
    expect((await historyOf(card.json().purchase_id)).map((h) => [h.from, h.to, h.source])).toEqual([
      [null, 'pendente', 'checkout'],
      ['pendente', 'aprovado', 'checkout'],
    ]);

    const refused = vi.spyOn(fakeProvider(ctx), 'createOrder').mockRejectedValueOnce(new AppError(502, 'O provedor recusou.'));
    const buyer = await newBuyer();
    expect((await buy(ctx, buyer)).statusCode).toBe(502);
    refused.mockRestore();
    const [row] = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id));
    expect((await historyOf(row!.id)).map((h) => [h.from, h.to, h.source])).toEqual([
      [null, 'pendente', 'checkout'],
      ['pendente', 'falhou', 'checkout'],
    ]);
  });
});
