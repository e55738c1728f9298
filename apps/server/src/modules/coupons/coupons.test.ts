import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';
import { buy, buyAndApprove, chooseOnFakeCheckout, createCoupon, purchaseRow } from '../../../test/purchase-factories';
import { coupons, events, purchases } from '../../db/schema';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  await createEvent(ctx, { name: 'Bingo do Cupom', status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: roles.admin.auth, ...(payload ? { payload } : {}) });
const validate = (codigo: string, quantidade = 1) =>
  ctx.app.inject({ url: `/api/cupons/validar?codigo=${codigo}&quantidade=${quantidade}` });
const usesLeft = async (id: number) => (await ctx.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.quantidade;

describe('coupons admin', () => {
  it('creates, lists, edits, toggles and deletes a coupon', async () => {
    const created = await admin('POST', '/api/cupons', { codigo: 'natal10', tipo: 'percentual', valor: 10, quantidade: 3 });
    expect(created.statusCode).toBe(201);
    const coupon = created.json();
    expect(coupon).toMatchObject({ codigo: 'NATAL10', tipo: 'percentual', valor: 10, quantidade: 3, ativo: true });
    expect((await admin('GET', '/api/cupons')).json()).toContainEqual({
      ...coupon,
      usos_aprovados: 0,
      usos_pendentes: 0,
      usos_excedentes: 0,
    });

    const edited = await admin('PUT', `/api/cupons/${coupon.id}`, {
      codigo: 'NATAL15',
      tipo: 'fixo',
      valor: 15,
      quantidade: 4,
      ativo: true,
    });
    expect(edited.json()).toMatchObject({ codigo: 'NATAL15', tipo: 'fixo', valor: 15, quantidade: 4 });

    expect((await admin('PATCH', `/api/cupons/${coupon.id}/ativar`)).json().ativo).toBe(false);
    expect((await admin('PATCH', `/api/cupons/${coupon.id}/ativar`)).json().ativo).toBe(true);
    expect((await admin('PATCH', `/api/cupons/${coupon.id}/ativar`, { ativo: true })).json().ativo).toBe(true);

    expect((await admin('DELETE', `/api/cupons/${coupon.id}`)).json()).toEqual({ message: 'Cupom excluído' });
    expect((await admin('DELETE', `/api/cupons/${coupon.id}`)).statusCode).toBe(404);
    expect((await admin('PUT', `/api/cupons/${coupon.id}`, { codigo: 'X123', tipo: 'fixo', valor: 1, quantidade: 1 })).statusCode).toBe(
      404,
    );
  });

  it('validates value and quantity (>= 1, percent <= 100) and refuses a duplicate code', async () => {
    const bad = async (body: object, field: string, text: string) => {
      const res = await admin('POST', '/api/cupons', { codigo: 'VALIDO1', tipo: 'percentual', valor: 10, quantidade: 1, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(text);
    };
    await bad({ valor: 0 }, 'valor', 'O valor deve ser pelo menos 1.');
    await bad({ valor: 101 }, 'valor', 'O percentual não pode passar de 100.');
    await bad({ quantidade: 0 }, 'quantidade', 'A quantidade deve ser pelo menos 1.');
    await bad({ tipo: 'brinde' }, 'tipo', 'Tipo de cupom inválido. Use percentual ou fixo.');
    expect((await admin('POST', '/api/cupons', { codigo: 'FIXO200', tipo: 'fixo', valor: 200, quantidade: 1 })).statusCode).toBe(201);
    const dup = await admin('POST', '/api/cupons', { codigo: 'fixo200', tipo: 'fixo', valor: 5, quantidade: 1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Já existe um cupom com este código.');
  });

  it('refuses to rename a coupon to a code another coupon has', async () => {
    await admin('POST', '/api/cupons', { codigo: 'PASCOA5', tipo: 'fixo', valor: 5, quantidade: 1 });
    const other = (await admin('POST', '/api/cupons', { codigo: 'PASCOA10', tipo: 'fixo', valor: 10, quantidade: 1 })).json();
    const res = await admin('PUT', `/api/cupons/${other.id}`, { codigo: 'pascoa5', tipo: 'fixo', valor: 10, quantidade: 1, ativo: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Já existe um cupom com este código.');
    expect((await admin('GET', '/api/cupons')).json()).toContainEqual(expect.objectContaining({ id: other.id, codigo: 'PASCOA10' }));
  });

  it('refuses to delete a coupon a purchase used (deactivate instead)', async () => {
    const coupon = await createCoupon(ctx);
    await buyAndApprove(ctx, roles.user, { cupom: coupon.codigo });
    const res = await admin('DELETE', `/api/cupons/${coupon.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/Desative-o/);
  });
});

describe('GET /cupons/validar', () => {
  it('answers the coupon with the discount of that purchase of the active event', async () => {
    const pct = await createCoupon(ctx, { codigo: 'DEZPORCENTO', tipo: 'percentual', valor: 10 });
    expect((await validate('dezporcento', 3)).json()).toEqual({
      id: pct.id,
      codigo: 'DEZPORCENTO',
      tipo: 'percentual',
      valor: 10,
      quantidade: 5,
      ativo: true,
      desconto: 3,
      subtotal: 30,
      total: 27,
    });
    await createCoupon(ctx, { codigo: 'CINCOREAIS', tipo: 'fixo', valor: 5 });
    expect((await validate('CINCOREAIS', 2)).json()).toMatchObject({ desconto: 5, total: 15 });
  });

  it('never takes the total below R$ 1,00', async () => {
    await createCoupon(ctx, { codigo: 'TUDO', tipo: 'percentual', valor: 100 });
    await createCoupon(ctx, { codigo: 'MUITO', tipo: 'fixo', valor: 500 });
    expect((await validate('TUDO', 2)).json()).toMatchObject({ subtotal: 20, desconto: 19, total: 1 });
    expect((await validate('MUITO', 1)).json()).toMatchObject({ subtotal: 10, desconto: 9, total: 1 });
  });

  it('refuses unknown (404), inactive and used-up (409) coupons in pt-BR', async () => {
    await createCoupon(ctx, { codigo: 'INATIVO', ativo: false });
    await createCoupon(ctx, { codigo: 'ESGOTADO', quantidade: 0 });
    expect((await validate('NAOEXISTE')).statusCode).toBe(404);
    expect((await validate('NAOEXISTE')).json().error).toBe('Cupom não encontrado.');
    expect((await validate('INATIVO')).json()).toEqual({ error: 'Este cupom está inativo.' });
    expect((await validate('ESGOTADO')).json()).toEqual({ error: 'Este cupom já foi totalmente utilizado.' });
  });
});

describe('coupon uses', () => {
  it('gives exactly 5 discounts to 50 concurrent purchases of a 5-use coupon', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'CINCOUSOS', tipo: 'fixo', valor: 5, quantidade: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx)));
    const replies = await Promise.all(buyers.map((b) => buy(ctx, b, { quantidade: 1, cupom: 'CINCOUSOS' })));
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(ok.every((r) => r.json().total === 5)).toBe(true);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 409 && r.json().error === 'Este cupom já foi totalmente utilizado.')).toBe(true);
    expect(await usesLeft(coupon.id)).toBe(0);
  });

  it('refuses a deactivated coupon at checkout (409, pt-BR) and gives no discount', async () => {
    const coupon = await createCoupon(ctx, { codigo: 'DESATIVADO', tipo: 'fixo', valor: 5, quantidade: 3 });
    expect((await admin('PATCH', `/api/cupons/${coupon.id}/ativar`, { ativo: false })).json().ativo).toBe(false);
    const buyer = await createUser(ctx);
    const res = await buy(ctx, buyer, { quantidade: 1, cupom: 'desativado' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Este cupom está inativo.' });
    expect(await usesLeft(coupon.id)).toBe(3);
    expect(await ctx.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toEqual([]);
    // Without the coupon the same buyer pays the full price.
    expect((await buy(ctx, buyer, { quantidade: 1 })).json()).toMatchObject({ total: 10 });
  });

  it('gives the use back once when the payment is refused', async () => {
    const coupon = await createCoupon(ctx, { quantidade: 1 });
    const link = (await buy(ctx, roles.user, { cupom: coupon.codigo })).json();
    expect(await usesLeft(coupon.id)).toBe(0);
    await chooseOnFakeCheckout(ctx, link.url, 'recusar');
    await chooseOnFakeCheckout(ctx, link.url, 'recusar');
    expect(await usesLeft(coupon.id)).toBe(1);
    expect(await purchaseRow(ctx, link.purchase_id)).toMatchObject({ status: 'falhou', couponReserved: false });
  });

  it('says when there is no event selling', async () => {
    const quiet = await createTestApp();
    try {
      const owner = await createUser(quiet);
      await createCoupon(quiet, { codigo: 'SEMEVENTO' });
      expect((await quiet.app.inject({ url: '/api/cupons/validar?codigo=SEMEVENTO' })).json()).toEqual({
        error: 'Nenhum evento com vendas abertas no momento.',
      });
      const res = await buy(quiet, owner);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Nenhum evento com vendas abertas no momento.');
      await quiet.database.db.insert(events).values({ name: 'Encerrado', startDate: new Date(), status: 'finalizado', cardPrice: 10 });
      expect((await buy(quiet, owner)).statusCode).toBe(409);
    } finally {
      await quiet.close();
    }
  });
});
