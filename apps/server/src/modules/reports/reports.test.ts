import { fieldLabel, msg, type PaymentStatus } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles, createUser, type TestUser } from '../../../test/factories';
import { createCoupon } from '../../../test/purchase-factories';
import { createSponsorship } from '../../../test/sponsor-factories';
import { cards, purchases } from '../../db/schema';

// Its own database: the sums below are exact, so nothing else may write into it.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let affiliate: TestUser;
let seller: TestUser;
let first: number;
let second: number;

const get = async (path: string, who: TestUser = roles.admin) => {
  const res = await ctx.app.inject({ url: `/api/reports/${path}`, headers: who.auth });
  return { status: res.statusCode, body: res.json() };
};

/** A sponsorship of the first event, paid by PIX. */
async function sponsor(name: string, amount: number, paymentStatus: PaymentStatus, numbers: number[]) {
  const paymentDate = paymentStatus === 'pago' ? '2025-03-01' : null;
  await createSponsorship(ctx, { eventId: first, name, amount, paymentStatus, paymentMethod: 'PIX', paymentDate }, numbers);
}

async function purchase(eventId: number, values: Partial<typeof purchases.$inferInsert> & { quantidade: number; createdAt: Date }) {
  const gross = values.quantidade * 10;
  await ctx.database.db
    .insert(purchases)
    .values({ userId: roles.user.id, eventId, unitPrice: 10, gross, total: gross - (values.discount ?? 0), status: 'aprovado', ...values });
}

async function sellBatch(eventId: number, name: string, sold: number, who: TestUser) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/card-batches',
    headers: roles.admin.auth,
    payload: { name, user_id: who.id, amount: 3, event_id: eventId },
  });
  const batchCards = await ctx.database.db.select({ id: cards.id }).from(cards).where(eq(cards.batchId, res.json().id));
  for (const card of batchCards.slice(0, sold)) {
    const sale = await ctx.app.inject({
      method: 'POST',
      url: '/api/physical-sales',
      headers: roles.admin.auth,
      payload: { card_id: card.id, user_id: who.id },
    });
    expect(sale.statusCode).toBe(201);
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  first = (await createEvent(ctx, { name: 'Primeiro' })).id;
  second = (await createEvent(ctx, { name: 'Segundo' })).id;
  affiliate = await createUser(ctx, { name: 'Afiliada Ana', affiliate: true, code: 'ANA123' });
  seller = await createUser(ctx, { name: 'Vendedor Zé' });
  await sponsor('Padaria', 100.5, 'pago', [1, 2]);
  await sponsor('Açougue', 200, 'pendente', [1]);
  await sponsor('Bazar', 50.25, 'parcial', [75]);
  await sponsor('Drogaria', 10, 'atrasado', []);
  // The second event has its own sponsor of number 1.
  await createSponsorship(ctx, { eventId: second, name: 'Sorveteria', amount: 30, paymentStatus: 'pago' }, [1]);
  const coupon = await createCoupon(ctx);
  await purchase(first, { quantidade: 2, affiliateId: affiliate.id, createdAt: new Date('2025-03-10T15:00:00Z') });
  // 23:00 in São Paulo on the 10th: counts for the 10th, not the 11th.
  await purchase(first, {
    quantidade: 3,
    discount: 3,
    couponId: coupon.id,
    affiliateId: affiliate.id,
    createdAt: new Date('2025-03-11T02:00:00Z'),
  });
  await purchase(first, { quantidade: 5, status: 'cancelado', affiliateId: affiliate.id, createdAt: new Date('2025-03-10T16:00:00Z') });
  await purchase(first, { quantidade: 4, status: 'pendente', affiliateId: affiliate.id, createdAt: new Date('2025-03-10T16:00:00Z') });
  await purchase(second, { quantidade: 1, createdAt: new Date('2025-03-12T12:00:00Z') });
  await sellBatch(first, 'Lote A', 2, seller);
  await sellBatch(second, 'Lote B', 1, seller);
});
afterAll(() => ctx.close());

describe('reports', () => {
  it("/reports/sponsors: an event's sponsorships; received is pago, pending is the rest, with the list by name", async () => {
    const { body } = await get(`sponsors?event_id=${first}`);
    expect(body).toMatchObject({ totalRecebido: 100.5, totalPendente: 260.25, totalPatrocinadores: 4 });
    expect(body.lista.map((s: { name: string }) => s.name)).toEqual(['Açougue', 'Bazar', 'Drogaria', 'Padaria']);
    expect(body.lista[3]).toEqual({
      name: 'Padaria',
      amount: 100.5,
      payment_status: 'pago',
      payment_method: 'PIX',
      payment_date: '2025-03-01',
    });
  });

  it('/reports/sponsors: the other event has only its own; without an event, every event adds up', async () => {
    expect((await get(`sponsors?event_id=${second}`)).body).toEqual({
      totalRecebido: 30,
      totalPendente: 0,
      totalPatrocinadores: 1,
      lista: [{ name: 'Sorveteria', amount: 30, payment_status: 'pago', payment_method: null, payment_date: null }],
    });
    const all = (await get('sponsors')).body;
    expect(all).toMatchObject({ totalRecebido: 130.5, totalPendente: 260.25, totalPatrocinadores: 5 });
    expect(all.lista.map((s: { name: string }) => s.name)).toEqual(['Açougue', 'Bazar', 'Drogaria', 'Padaria', 'Sorveteria']);
  });

  it("/reports/numbers: every number 1..75 with the event's sponsors and count", async () => {
    const { body } = await get(`numbers?event_id=${first}`);
    expect(body).toHaveLength(75);
    expect(body[0]).toEqual({ numero: 1, patrocinador: 'Açougue, Padaria', quantidade: 2 });
    expect(body[1]).toEqual({ numero: 2, patrocinador: 'Padaria', quantidade: 1 });
    expect(body[2]).toEqual({ numero: 3, patrocinador: '', quantidade: 0 });
    expect(body[74]).toEqual({ numero: 75, patrocinador: 'Bazar', quantidade: 1 });
    const other = (await get(`numbers?event_id=${second}`)).body;
    expect(other[0]).toEqual({ numero: 1, patrocinador: 'Sorveteria', quantidade: 1 });
    expect(other.filter((n: { quantidade: number }) => n.quantidade > 0)).toHaveLength(1);
    expect((await get('numbers')).body[0]).toEqual({ numero: 1, patrocinador: 'Açougue, Padaria, Sorveteria', quantidade: 3 });
  });

  it('/reports/sales: approved only, with the coupon discount, per São Paulo day', async () => {
    const { body } = await get(`sales?event_id=${first}`);
    const day = { compras: 2, cartelas: 5, bruto: 50, descontos: 3, liquido: 47 };
    const noReversals = { estornadas: 0, estornadas_valor: 0, contestadas: 0, contestadas_valor: 0 };
    expect(body).toEqual({ ...day, por_dia: [{ dia: '2025-03-10', ...day }], ...noReversals });
    const all = (await get('sales')).body;
    expect(all).toMatchObject({ compras: 3, cartelas: 6, bruto: 60, descontos: 3, liquido: 57 });
    expect(all.por_dia.map((d: { dia: string }) => d.dia)).toEqual(['2025-03-10', '2025-03-12']);
    expect((await get('sales?from=2025-03-11&to=2025-03-12')).body).toMatchObject({ compras: 1, liquido: 10 });
  });

  it('/reports/affiliate: approved purchases only, per affiliate', async () => {
    expect((await get(`affiliate?event_id=${first}`)).body).toEqual([
      { afiliado_id: affiliate.id, afiliado_nome: 'Afiliada Ana', total_vendas: 47, quantidade_total: 5 },
    ]);
    expect((await get(`affiliate?event_id=${second}`)).body).toEqual([]);
  });

  it('/reports/physical: cards sold per seller and lote', async () => {
    expect((await get('physical')).body).toEqual([
      { vendedor_nome: 'Vendedor Zé', lote: 'Lote A', quantidade_vendida: 2 },
      { vendedor_nome: 'Vendedor Zé', lote: 'Lote B', quantidade_vendida: 1 },
    ]);
    expect((await get(`physical?event_id=${second}`)).body).toEqual([
      { vendedor_nome: 'Vendedor Zé', lote: 'Lote B', quantidade_vendida: 1 },
    ]);
  });

  it('answers empty reports for an event with nothing, never an error', async () => {
    const empty = (await createEvent(ctx, { name: 'Vazio' })).id;
    expect((await get(`sales?event_id=${empty}`)).body).toEqual({
      compras: 0,
      cartelas: 0,
      bruto: 0,
      descontos: 0,
      liquido: 0,
      por_dia: [],
      estornadas: 0,
      estornadas_valor: 0,
      contestadas: 0,
      contestadas_valor: 0,
    });
    expect((await get(`affiliate?event_id=${empty}`)).body).toEqual([]);
    expect((await get(`physical?event_id=${empty}`)).body).toEqual([]);
    expect((await get('sponsors?from=2099-01-01')).body).toEqual({ totalRecebido: 0, totalPendente: 0, totalPatrocinadores: 0, lista: [] });
    expect((await get('numbers?from=2099-01-01')).body[0]).toEqual({ numero: 1, patrocinador: '', quantidade: 0 });
  });

  it('is for administrators only, and refuses bad filters with 400', async () => {
    expect((await get('sales', roles.user)).status).toBe(403);
    expect((await ctx.app.inject({ url: '/api/reports/sponsors' })).statusCode).toBe(401);
    expect((await get('sales?from=10/03/2025')).status).toBe(400);
    expect((await get('sales?event_id=abc')).status).toBe(400);
  });

  it.each([
    ['from=99999', 'from', msg.dateInvalid],
    ['from=0', 'from', msg.dateInvalid],
    ['to=2026-02-30', 'to', msg.dateNotInCalendar],
    ['from=1999-12-31', 'from', msg.yearOutOfRange],
    ['to=2101-01-01', 'to', msg.yearOutOfRange],
  ])('refuses the date filter %s with its pt-BR sentence (decisions.md §11)', async (filter, field, message) => {
    expect(await get(`sales?${filter}`)).toEqual({
      status: 400,
      body: { error: `${fieldLabel(field)}: ${message[0]!.toLowerCase()}${message.slice(1)}`, fields: { [field]: message } },
    });
  });
});
