import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { PagarmeStub } from '../../../test/pagarme-stub';
import { buy, deliver, fakeProvider, orderEvent, purchaseRow } from '../../../test/purchase-factories';
import { cards, purchases } from '../../db/schema';
import type { Order } from '../../payments/types';
import { cancelExpiredPurchases } from './expiry-sweep';

const HALF_PAID = 'Valor pago (R$ 5,00) diferente do total (R$ 10,00).';

/** The provider's paid amount and currency must match the purchase before any card is issued. */
describe('a paid order whose money differs from the purchase total (fake provider)', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let eventId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { admin: true });
    eventId = (await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 })).id;
  });
  afterAll(() => ctx.close());

  const cardsOf = async (id: number) => (await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, id))).length;
  /** The provider's order as it is later read back: paid, with these changes, a second after the last state. */
  const payOrder = (orderId: string, change: Partial<Order>) =>
    fakeProvider(ctx).store.update(orderId, (o) => ({
      ...o,
      status: 'paid',
      ...change,
      updated_at: new Date(Date.parse(o.updated_at) + 1000).toISOString(),
    }));
  const onlineSales = async () =>
    (await ctx.app.inject({ url: `/api/reports/sales?event_id=${eventId}`, headers: admin.auth })).json().compras as number;

  it('issues no cards, keeps the purchase pending with a reason and a warning; the sweep leaves it; a later correct payment approves it', async () => {
    const buyer = await createUser(ctx);
    const link = (await buy(ctx, buyer, { quantidade: 1 })).json();
    const warn = vi.spyOn(ctx.app.log, 'warn');
    const salesBefore = await onlineSales();

    const short = await payOrder(link.id, { amount: 500 });
    const res = await deliver(ctx, orderEvent(short!));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('review');
    expect(await purchaseRow(ctx, link.purchase_id)).toMatchObject({ status: 'pendente', providerStatus: 'paid', reviewReason: HALF_PAID });
    expect(await cardsOf(link.purchase_id)).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ purchaseId: link.purchase_id, orderId: link.id, paidCents: 500, currency: 'BRL', totalCents: 1000 }),
      'pagamento diferente do total da compra: compra em revisão, nenhuma cartela emitida',
    );

    // Another delivery of the same state changes nothing and warns no more.
    warn.mockClear();
    expect((await deliver(ctx, orderEvent(short!, 'order.updated'))).json().outcome).toBe('unchanged');
    expect(warn).not.toHaveBeenCalled();

    // Past its expiry, the sweep does not cancel it; the reports do not count it.
    await ctx.database.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.id, link.purchase_id));
    await cancelExpiredPurchases(ctx.database.db);
    expect((await purchaseRow(ctx, link.purchase_id)).status).toBe('pendente');
    expect(await onlineSales()).toBe(salesBefore);

    // The admin reads the reason on the status call; the buyer does not.
    const status = (who: TestUser) => ctx.app.inject({ url: `/api/pagarme/payment/status/${link.id}`, headers: who.auth });
    expect((await status(admin)).json()).toMatchObject({ status: 'pendente', cards_count: 0, review_reason: HALF_PAID });
    expect((await status(buyer)).json()).toMatchObject({ status: 'pendente', review_reason: null });

    // A held purchase was paid, so it does not count among the 3 waiting for payment.
    for (let i = 0; i < 3; i++) expect((await buy(ctx, buyer, { quantidade: 1 })).statusCode).toBe(200);

    // The provider later reports the whole amount: approved, cards issued, the reason cleared.
    const whole = await payOrder(link.id, { amount: 1000 });
    expect((await deliver(ctx, orderEvent(whole!))).json().outcome).toBe('processed');
    expect(await purchaseRow(ctx, link.purchase_id)).toMatchObject({ status: 'aprovado', reviewReason: null });
    expect(await cardsOf(link.purchase_id)).toBe(1);
    expect(await onlineSales()).toBe(salesBefore + 1);
  });

  it('holds a payment in another currency (or none) the same way', async () => {
    const link = (await buy(ctx, await createUser(ctx), { quantidade: 1 })).json();
    const dollars = await payOrder(link.id, { currency: 'USD' });
    expect((await deliver(ctx, orderEvent(dollars!))).json().outcome).toBe('review');
    expect(await purchaseRow(ctx, link.purchase_id)).toMatchObject({
      status: 'pendente',
      reviewReason: 'Pagamento em moeda USD, e não em reais (BRL).',
    });
    const unnamed = await payOrder(link.id, { currency: undefined });
    expect((await deliver(ctx, orderEvent(unnamed!))).json().outcome).toBe('review');
    expect((await purchaseRow(ctx, link.purchase_id)).reviewReason).toMatch(/não informada/);
    expect(await cardsOf(link.purchase_id)).toBe(0);
  });
});

describe('a paid order whose charge took in less than the total (Pagar.me look-alike)', () => {
  let ctx: TestContext;
  let stub: PagarmeStub;
  beforeAll(async () => {
    stub = await new PagarmeStub().start();
    ctx = await createTestApp({
      PAYMENT_PROVIDER: 'pagarme',
      PUBLIC_URL: 'https://bingo.test',
      PAGARME_SECRET_KEY: 'sk_test_chave',
      PAGARME_API_URL: stub.url,
      PAGARME_WEBHOOK_TOKEN: 'token-do-webhook-real-123',
    });
    await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
  });
  afterAll(async () => {
    await ctx.close();
    await stub.stop();
  });

  it("reads the charge's paid_amount: an underpaid PIX issues no cards; the later full payment approves", async () => {
    const link = (await buy(ctx, await createUser(ctx), { quantidade: 1 }, 'pix')).json();
    const charge = stub.orders.get(link.id)!.charges![0]!;
    const under = stub.update(link.id, {
      status: 'paid',
      charges: [{ ...charge, status: 'underpaid', amount: 1000, paid_amount: 500, currency: 'BRL' }],
    });
    expect((await deliver(ctx, orderEvent(under))).json().outcome).toBe('review');
    expect(await purchaseRow(ctx, link.purchase_id)).toMatchObject({ status: 'pendente', reviewReason: HALF_PAID });
    expect(await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, link.purchase_id))).toHaveLength(0);

    const whole = stub.update(link.id, { charges: [{ ...charge, status: 'paid', amount: 1000, paid_amount: 1000, currency: 'BRL' }] });
    expect((await deliver(ctx, orderEvent(whole))).json().outcome).toBe('processed');
    expect(await purchaseRow(ctx, link.purchase_id)).toMatchObject({ status: 'aprovado', reviewReason: null });
    expect(await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, link.purchase_id))).toHaveLength(1);
  });
});
