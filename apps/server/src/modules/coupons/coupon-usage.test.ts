import { couponMessages } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { buy, buyAndApprove, chooseOnFakeCheckout, createCoupon, purchaseRow } from '../../../test/purchase-factories';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { admin: true });
  await createEvent(ctx, { name: 'Bingo dos Usos', status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const listed = async (id: number) => (await asAdmin('GET', '/api/cupons')).json().find((c: { id: number }) => c.id === id);

/** A purchase with the coupon that the buyer's card refused: its use was given back. */
async function releasedPurchase(codigo: string) {
  const link = (await buy(ctx, await createUser(ctx), { cupom: codigo })).json();
  await chooseOnFakeCheckout(ctx, link.url, 'recusar');
  return link.purchase_id as number;
}

describe('coupon uses in the admin list', () => {
  it('counts an approved use, a pending reservation, and not a released one', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'USOS5', tipo: 'fixo', valor: 5, quantidade: 5 });
    await buyAndApprove(ctx, await createUser(ctx), { cupom: 'USOS5' });
    expect((await buy(ctx, await createUser(ctx), { cupom: 'USOS5' })).statusCode).toBe(200);
    await releasedPurchase('USOS5');

    // 5 uses: one approved, one held by the pending purchase, the refused one given back.
    expect(await listed(coupon.id)).toEqual({
      id: coupon.id,
      codigo: 'USOS5',
      tipo: 'fixo',
      valor: 5,
      quantidade: 3,
      ativo: true,
      usos_aprovados: 1,
      usos_pendentes: 1,
      usos_excedentes: 0,
    });
  });

  it('answers 0 and 0 for a coupon nobody used', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'NINGUEM', quantidade: 2 });
    expect(await listed(coupon.id)).toMatchObject({ quantidade: 2, usos_aprovados: 0, usos_pendentes: 0 });
  });
});

describe('GET /cupons/{id}/compras', () => {
  it('lists the purchases of the coupon, newest first, with buyer, status and money', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'LISTA10', tipo: 'percentual', valor: 10, quantidade: 5 });
    const approved = await buyAndApprove(ctx, await createUser(ctx), { cupom: 'LISTA10', quantidade: 3 });
    const refused = await releasedPurchase('LISTA10');
    await createCoupon(ctx, { codigo: 'OUTRO10' });
    await buyAndApprove(ctx, await createUser(ctx), { cupom: 'OUTRO10' });

    const res = await asAdmin('GET', `/api/cupons/${coupon.id}/compras`);
    expect(res.statusCode).toBe(200);
    const [newest, oldest] = res.json();
    expect(res.json()).toHaveLength(2);
    expect(newest).toMatchObject({ id: refused, status: 'falhou', quantidade: 2, total: 18, desconto: 2 });
    expect(oldest).toMatchObject({
      id: approved.purchaseId,
      full_name: 'Maria Compradora',
      email: 'maria@teste.com',
      status: 'aprovado',
      quantidade: 3,
      total: 27,
      desconto: 3,
    });
    expect(Date.parse(oldest.createdAt)).not.toBeNaN();
  });

  it('answers 404 for a coupon that does not exist', async () => {
    const res = await asAdmin('GET', '/api/cupons/999999/compras');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(couponMessages.notFound);
  });
});

describe('DELETE /cupons/{id} and its uses', () => {
  it('deletes a coupon whose only uses were released; the purchase keeps its amounts', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'SOLIBERADO', tipo: 'fixo', valor: 4, quantidade: 2 });
    const refused = await releasedPurchase('SOLIBERADO');
    const before = await purchaseRow(ctx, refused);

    const res = await asAdmin('DELETE', `/api/cupons/${coupon.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Cupom excluído' });
    expect(await listed(coupon.id)).toBeUndefined();
    const after = await purchaseRow(ctx, refused);
    expect(after).toMatchObject({ couponId: null, status: 'falhou', gross: before.gross, discount: 4, total: before.total });
    // The code is free again.
    const again = await asAdmin('POST', '/api/cupons', { codigo: 'SOLIBERADO', tipo: 'fixo', valor: 4, quantidade: 1 });
    expect(again.statusCode).toBe(201);
  });

  it('refuses while a pending purchase holds a use, saying why and to deactivate it', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'PENDENTE1', quantidade: 3 });
    await releasedPurchase('PENDENTE1');
    const pending = (await buy(ctx, await createUser(ctx), { cupom: 'PENDENTE1' })).json();

    const res = await asAdmin('DELETE', `/api/cupons/${coupon.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: couponMessages.inUsePending });
    expect(res.json().error).toMatch(/Desative-o/);
    // Nothing was let go: the released purchase still names the coupon.
    expect((await asAdmin('GET', `/api/cupons/${coupon.id}/compras`)).json()).toHaveLength(2);

    // Once that purchase fails too, the coupon can go.
    await chooseOnFakeCheckout(ctx, pending.url, 'recusar');
    expect((await asAdmin('DELETE', `/api/cupons/${coupon.id}`)).statusCode).toBe(200);
  });

  it('refuses a coupon with an approved use, even after others were released', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'APROVADO1', quantidade: 3 });
    await buyAndApprove(ctx, await createUser(ctx), { cupom: 'APROVADO1' });
    await releasedPurchase('APROVADO1');

    const res = await asAdmin('DELETE', `/api/cupons/${coupon.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: couponMessages.inUseApproved });
    expect(await listed(coupon.id)).toMatchObject({ usos_aprovados: 1, usos_pendentes: 0 });
  });

  it('names the approved use, the stronger reason, when a pending purchase holds another', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'AMBOS1', quantidade: 3 });
    await buyAndApprove(ctx, await createUser(ctx), { cupom: 'AMBOS1' });
    await buy(ctx, await createUser(ctx), { cupom: 'AMBOS1' });

    const res = await asAdmin('DELETE', `/api/cupons/${coupon.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: couponMessages.inUseApproved });
    expect(await listed(coupon.id)).toMatchObject({ usos_aprovados: 1, usos_pendentes: 1 });
  });
});
