import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { buy, chooseOnFakeCheckout, createCoupon, creditPayload } from '../../../test/purchase-factories';
import { rowsOf } from '../../db/rows';
import { coupons, events, fakeOrders, purchases } from '../../db/schema';
import { PurchasesRepository } from './purchases.repository';

const TOO_MANY = 'Você já tem 3 compras aguardando pagamento. Conclua ou aguarde uma delas expirar antes de abrir outra.';
const COUPON_PENDING = 'Você já tem uma compra pendente com este cupom.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => ctx.database.db;
const pendingOf = async (buyer: TestUser) =>
  (
    await db()
      .select({ n: count() })
      .from(purchases)
      .where(and(eq(purchases.userId, buyer.id), eq(purchases.status, 'pendente')))
  )[0]!.n;
const purchasesOf = async (buyer: TestUser) =>
  (await db().select({ n: count() }).from(purchases).where(eq(purchases.userId, buyer.id)))[0]!.n;
const providerOrders = async () => (await db().select({ n: count() }).from(fakeOrders))[0]!.n;
const usesLeft = async (id: number) => (await db().select().from(coupons).where(eq(coupons.id, id)))[0]!.quantidade;

describe('pending purchases per buyer (docs/decisions/022)', () => {
  it('refuses a 4th pending purchase with a pt-BR 409, leaving nothing behind (no purchase, no provider order)', async () => {
    const buyer = await createUser(ctx);
    const opened = [];
    for (const kind of ['payment-link', 'pix', 'payment-link'] as const) {
      const res = await buy(ctx, buyer, { quantidade: 1 }, kind);
      expect(res.statusCode).toBe(200);
      opened.push(res.json());
    }
    const orders = await providerOrders();
    for (const kind of ['payment-link', 'pix'] as const) {
      const res = await buy(ctx, buyer, { quantidade: 1 }, kind);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: TOO_MANY });
    }
    const card = await ctx.app.inject({
      method: 'POST',
      url: '/api/pagarme/credit',
      headers: buyer.auth,
      payload: creditPayload('tok_ok'),
    });
    expect(card.json()).toEqual({ error: TOO_MANY });
    expect(await purchasesOf(buyer)).toBe(3);
    expect(await providerOrders()).toBe(orders);

    // Another buyer is not affected; and once one of the three is paid, the buyer may open another.
    expect((await buy(ctx, await createUser(ctx), { quantidade: 1 })).statusCode).toBe(200);
    await chooseOnFakeCheckout(ctx, opened[0].url, 'aprovar');
    expect((await buy(ctx, buyer, { quantidade: 1 })).statusCode).toBe(200);
  });

  it('holds under concurrency: 8 parallel checkouts of one buyer leave exactly 3 pending', async () => {
    const buyer = await createUser(ctx);
    const replies = await Promise.all(Array.from({ length: 8 }, () => buy(ctx, buyer, { quantidade: 1 })));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(await pendingOf(buyer)).toBe(3);
  });
});

describe('one pending use of a coupon per buyer (docs/decisions/022)', () => {
  it('refuses a second pending purchase with the same coupon, without taking a use; others and later purchases may use it', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 3 });
    const buyer = await createUser(ctx);
    const first = await buy(ctx, buyer, { quantidade: 1, cupom: coupon.codigo });
    expect(first.statusCode).toBe(200);
    const again = await buy(ctx, buyer, { quantidade: 1, cupom: coupon.codigo.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: COUPON_PENDING });
    expect(await usesLeft(coupon.id)).toBe(2);
    expect(await purchasesOf(buyer)).toBe(1);

    // Without the coupon the buyer may still buy; another buyer may use the coupon.
    expect((await buy(ctx, buyer, { quantidade: 1 })).statusCode).toBe(200);
    expect((await buy(ctx, await createUser(ctx), { quantidade: 1, cupom: coupon.codigo })).statusCode).toBe(200);
    // Once the first purchase failed (its use came back), the buyer may use the coupon again.
    await chooseOnFakeCheckout(ctx, first.json().url, 'recusar');
    expect((await buy(ctx, buyer, { quantidade: 1, cupom: coupon.codigo })).statusCode).toBe(200);
    expect(await usesLeft(coupon.id)).toBe(1);
  });

  it('tells a buyer holding the last use of a coupon that their own purchase holds it, not that the coupon is used up', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 1 });
    const buyer = await createUser(ctx);
    expect((await buy(ctx, buyer, { quantidade: 1, cupom: coupon.codigo })).statusCode).toBe(200);
    const again = await buy(ctx, buyer, { quantidade: 1, cupom: coupon.codigo });
    expect([again.statusCode, again.json().error]).toEqual([409, COUPON_PENDING]);
    // Anyone else is told the coupon is used up.
    const other = await buy(ctx, await createUser(ctx), { quantidade: 1, cupom: coupon.codigo });
    expect([other.statusCode, other.json().error]).toEqual([409, 'Este cupom já foi totalmente utilizado.']);
  });

  it('the unique index gives the same 409 should the check miss (a race), and the coupon use comes back', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 3 });
    const buyer = await createUser(ctx);
    expect((await buy(ctx, buyer, { quantidade: 1, cupom: coupon.codigo })).statusCode).toBe(200);
    vi.spyOn(PurchasesRepository.prototype, 'hasPendingWithCoupon').mockResolvedValue(false);
    const orders = await providerOrders();
    const raced = await buy(ctx, buyer, { quantidade: 1, cupom: coupon.codigo });
    expect(raced.statusCode).toBe(409);
    expect(raced.json()).toEqual({ error: COUPON_PENDING });
    expect(await usesLeft(coupon.id)).toBe(2);
    expect(await purchasesOf(buyer)).toBe(1);
    expect(await providerOrders()).toBe(orders);
  });
});

describe('a clash that is not about a coupon', () => {
  it('is not blamed on a coupon: a purchase number taken by an imported row is a plain 409, and the next try goes through', async () => {
    const buyer = await createUser(ctx);
    // An imported purchase took the number the next checkout would get.
    const [taken] = rowsOf<{ n: number }>(await db().execute(sql`select nextval('purchases_id_seq')::int + 1 as n`));
    const [event] = await db().select().from(events).limit(1);
    await db().insert(purchases).values({
      id: taken!.n,
      userId: buyer.id,
      eventId: event!.id,
      quantidade: 1,
      unitPrice: 10,
      gross: 10,
      total: 10,
      status: 'aprovado',
    });
    const clash = await buy(ctx, buyer, { quantidade: 1 });
    expect([clash.statusCode, clash.json().error]).toEqual([409, 'Registro já existe.']);
    expect((await buy(ctx, buyer, { quantidade: 1 })).statusCode).toBe(200);
  });
});

describe('rate limit of the checkout routes (docs/decisions/022)', () => {
  it('answers 429 in pt-BR to the 11th checkout of a buyer in a minute; another buyer on the same address still gets through', async () => {
    const buyer = await createUser(ctx);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await buy(ctx, buyer, { quantidade: 1 }, i % 2 ? 'pix' : 'payment-link')).statusCode);
    // The budget is per buyer, not per route or per outcome: 3 opened, 7 refused by the pending limit.
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const url of ['/api/pagarme/payment-link', '/api/pagarme/pix', '/api/pagarme/credit']) {
      const limited = await ctx.app.inject({ method: 'POST', url, headers: buyer.auth, payload: creditPayload('tok_ok') });
      expect(limited.statusCode, url).toBe(429);
      expect(limited.json().error).toMatch(/^Muitas tentativas/);
    }
    // inject() comes from 127.0.0.1 for everyone: the neighbour shares the address, not the budget.
    expect((await buy(ctx, await createUser(ctx), { quantidade: 1 })).statusCode).toBe(200);
  });
});
