import { COUPON_HOLD_MINUTES, couponMessages } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { buy, chooseOnFakeCheckout, couponUsesLeft, createCoupon, expirePurchase, purchaseRow } from '../../../test/purchase-factories';
import { purchases } from '../../db/schema';
import { releaseStaleCouponHolds } from '../coupons';
import { cancelExpiredPurchases } from './expiry-sweep';

/**
 * docs/decisions/022: an unpaid purchase holds its coupon use for COUPON_HOLD_MINUTES, not for the
 * whole checkout expiry; a payment that comes after its use went back takes one again, or, with
 * none left, is approved at the price paid and shown as a use beyond the coupon's quantity.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { admin: true });
  await createEvent(ctx, { name: 'Bingo dos Cupons', status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());

const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const listed = async (id: number) => (await asAdmin('GET', '/api/cupons')).json().find((c: { id: number }) => c.id === id);

/** A new buyer's checkout with the coupon, left unpaid. */
async function unpaid(codigo: string) {
  const res = await buy(ctx, await createUser(ctx), { cupom: codigo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; purchase_id: number; url: string };
}

/** Ages a purchase past the coupon hold (its checkout itself is still open). */
async function pastTheHold(purchaseId: number) {
  const createdAt = new Date(Date.now() - (COUPON_HOLD_MINUTES * 60 + 5) * 1000);
  await ctx.database.db.update(purchases).set({ createdAt }).where(eq(purchases.id, purchaseId));
}

describe('a coupon use held by an unpaid purchase', () => {
  it('three accounts that never pay hold a 3-use coupon only for the hold: then the next buyer gets it', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'REFEM3', quantidade: 3 });
    const hostages = [await unpaid('REFEM3'), await unpaid('REFEM3'), await unpaid('REFEM3')];
    const refused = await buy(ctx, await createUser(ctx), { cupom: 'REFEM3' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(couponMessages.usedUp);

    for (const h of hostages) await pastTheHold(h.purchase_id);
    expect((await buy(ctx, await createUser(ctx), { cupom: 'REFEM3' })).statusCode).toBe(200);
    // The three unpaid ones still wait for payment, no longer holding a use; the new one holds one.
    expect(await listed(coupon.id)).toMatchObject({ quantidade: 2, usos_pendentes: 1, usos_aprovados: 0, usos_excedentes: 0 });
    for (const h of hostages) expect(await purchaseRow(ctx, h.purchase_id)).toMatchObject({ status: 'pendente', couponReserved: false });
  });

  it('the sweep gives the held uses back once the hold is over, and only then', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'VARRE2', quantidade: 2 });
    const old = await unpaid('VARRE2');
    await unpaid('VARRE2');
    expect(await releaseStaleCouponHolds(ctx.database.db)).toBe(0);
    await pastTheHold(old.purchase_id);
    expect(await releaseStaleCouponHolds(ctx.database.db)).toBe(1);
    expect(await releaseStaleCouponHolds(ctx.database.db)).toBe(0);
    expect(await couponUsesLeft(ctx, coupon.id)).toBe(1);
    // Its checkout expiring later gives nothing back a second time.
    await expirePurchase(ctx, old.purchase_id);
    await cancelExpiredPurchases(ctx.database.db);
    expect(await couponUsesLeft(ctx, coupon.id)).toBe(1);
  });
});

describe('a payment after the use went back', () => {
  it('takes a use again when one is left', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'VOLTA2', quantidade: 2 });
    const late = await unpaid('VOLTA2');
    await pastTheHold(late.purchase_id);
    await releaseStaleCouponHolds(ctx.database.db);
    expect(await couponUsesLeft(ctx, coupon.id)).toBe(2);
    await chooseOnFakeCheckout(ctx, late.url, 'aprovar');
    expect(await purchaseRow(ctx, late.purchase_id)).toMatchObject({ status: 'aprovado', couponReserved: true });
    expect(await listed(coupon.id)).toMatchObject({ quantidade: 1, usos_aprovados: 1, usos_excedentes: 0 });
  });

  it('with none left, is approved at the price paid and shown to the organiser as a use beyond the quantity', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'ULTIMO1', tipo: 'fixo', valor: 5, quantidade: 1 });
    const late = await unpaid('ULTIMO1');
    await pastTheHold(late.purchase_id);
    const onTime = await unpaid('ULTIMO1');
    await chooseOnFakeCheckout(ctx, onTime.url, 'aprovar');
    await chooseOnFakeCheckout(ctx, late.url, 'aprovar');

    const row = await purchaseRow(ctx, late.purchase_id);
    expect(row).toMatchObject({ status: 'aprovado', couponReserved: false });
    // The price it was paid at: 2 cards at R$ 10,00 less the R$ 5,00 off.
    expect([Number(row.total), Number(row.discount)]).toEqual([15, 5]);
    expect(await couponUsesLeft(ctx, coupon.id)).toBe(0);
    expect(await listed(coupon.id)).toMatchObject({ quantidade: 0, usos_aprovados: 2, usos_excedentes: 1 });
    const bought = (await asAdmin('GET', `/api/cupons/${coupon.id}/compras`)).json() as { id: number; uso_excedente: boolean }[];
    expect(bought.map((p) => [p.id, p.uso_excedente])).toEqual([
      [onTime.purchase_id, false],
      [late.purchase_id, true],
    ]);
  });

  it('a purchase cancelled (its use given back) and then paid takes the use again, or goes beyond the quantity', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'CANCELA1', quantidade: 1 });
    const first = await unpaid('CANCELA1');
    await expirePurchase(ctx, first.purchase_id);
    await cancelExpiredPurchases(ctx.database.db);
    expect(await purchaseRow(ctx, first.purchase_id)).toMatchObject({ status: 'cancelado', couponReserved: false });
    expect(await couponUsesLeft(ctx, coupon.id)).toBe(1);
    await chooseOnFakeCheckout(ctx, first.url, 'aprovar');
    expect(await purchaseRow(ctx, first.purchase_id)).toMatchObject({ status: 'aprovado', couponReserved: true });
    expect(await couponUsesLeft(ctx, coupon.id)).toBe(0);

    const other = await createCoupon(ctx, { codigo: 'CANCELA0', quantidade: 1 });
    const second = await unpaid('CANCELA0');
    await expirePurchase(ctx, second.purchase_id);
    await cancelExpiredPurchases(ctx.database.db);
    await chooseOnFakeCheckout(ctx, (await unpaid('CANCELA0')).url, 'aprovar');
    await chooseOnFakeCheckout(ctx, second.url, 'aprovar');
    expect(await purchaseRow(ctx, second.purchase_id)).toMatchObject({ status: 'aprovado', couponReserved: false });
    expect(await listed(other.id)).toMatchObject({ quantidade: 0, usos_aprovados: 2, usos_excedentes: 1 });
  });
});

describe("a used coupon's type and value", () => {
  it('are frozen once it has an approved use; its code, quantity and switch still change', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'FIXO10', tipo: 'percentual', valor: 10, quantidade: 5 });
    const edit = (body: object) =>
      asAdmin('PUT', `/api/cupons/${coupon.id}`, { codigo: 'FIXO10', tipo: 'percentual', valor: 10, quantidade: 5, ativo: true, ...body });
    // Only a pending use: the price of nothing approved depends on it yet.
    await unpaid('FIXO10');
    expect((await edit({ valor: 15 })).statusCode).toBe(200);
    expect((await edit({ valor: 10 })).statusCode).toBe(200);

    await chooseOnFakeCheckout(ctx, (await unpaid('FIXO10')).url, 'aprovar');
    for (const change of [{ valor: 20 }, { tipo: 'fixo' }, { tipo: 'fixo', valor: 10 }]) {
      const res = await edit(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toEqual({ error: couponMessages.frozen });
    }
    expect(await listed(coupon.id)).toMatchObject({ tipo: 'percentual', valor: 10 });
    const res = await edit({ codigo: 'FIXO10B', quantidade: 9, ativo: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ codigo: 'FIXO10B', tipo: 'percentual', valor: 10, quantidade: 9, ativo: false });
  });
});
