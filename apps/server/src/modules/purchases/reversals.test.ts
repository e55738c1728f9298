import type { RoundRecord } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';
import { pagarmeEnv } from '../../../test/pagarme-app';
import { PagarmeStub } from '../../../test/pagarme-stub';
import { buy, deliver, purchaseRow } from '../../../test/purchase-factories';
import { cards, events } from '../../db/schema';

/**
 * Money that reverses after approval (decisions §13: only money raised counts). A refund or a
 * chargeback, announced by the provider's order or charge events, moves the purchase to
 * `estornado` or `contestado` and takes its cards out of play during the running round: the round's
 * record says `cards_removed`, the ranking drops them at once, and the live screens are told.
 */
let stub: PagarmeStub;
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let eventId: number;
let roundId: number;

beforeAll(async () => {
  stub = await new PagarmeStub().start();
  ctx = await createTestApp(pagarmeEnv(stub.url));
  roles = await createRoles(ctx);
  eventId = (await createEvent(ctx, { name: 'Bingo Real', status: 'em_andamento', cardPrice: 12.5 })).id;
  const round = await admin('POST', `/api/events/${eventId}/rounds`, { prize: 'Cesta básica' });
  roundId = round.json().id;
});
afterAll(async () => {
  await ctx.close();
  await stub.stop();
});

function admin(method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: roles.admin.auth, ...(payload ? { payload } : {}) });
}

/** A purchase of `quantidade` cards, paid, its order.paid delivered: approved, cards issued. */
async function approved(quantidade = 2) {
  const link = (await buy(ctx, await createUser(ctx), { quantidade })).json();
  const paid = stub.pay(link.id);
  expect((await deliver(ctx, stub.event('order.paid', paid))).json().outcome).toBe('processed');
  const ids = (await ctx.database.db.select({ id: cards.id }).from(cards).where(eq(cards.purchaseId, link.purchase_id))).map((c) => c.id);
  return { orderId: link.id as string, purchaseId: link.purchase_id as number, ids: ids.sort((a, b) => a - b) };
}

const record = async () => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;
const rankedIds = async () =>
  new Set(((await admin('GET', `/api/rounds/${roundId}/ranking`)).json().data as { card_id: number }[]).map((r) => r.card_id));
const versions = async () => {
  const [row] = await ctx.database.db.select().from(events).where(eq(events.id, eventId));
  return { live: row!.liveVersion, cards: row!.cardsVersion };
};

describe('refunds and chargebacks after approval', () => {
  let refundedBuy: Awaited<ReturnType<typeof approved>>;
  let disputedBuy: Awaited<ReturnType<typeof approved>>;

  beforeAll(async () => {
    // Both bought before the round starts, so their cards play in it.
    refundedBuy = await approved(2);
    disputedBuy = await approved(1);
    expect((await admin('POST', `/api/rounds/${roundId}/start`)).statusCode).toBe(200);
    expect((await admin('POST', `/api/rounds/${roundId}/draw`, { number: 7 })).statusCode).toBe(201);
  });

  it('a refund (charge.refunded, then order.canceled): estornado, the cards leave the round, the record and the live screens say so', async () => {
    const { orderId, purchaseId, ids } = refundedBuy;
    const inPlay = await rankedIds();
    expect(ids.every((id) => inPlay.has(id))).toBe(true);
    const before = await versions();

    const [chargeRefunded, orderCanceled] = stub.refund(orderId);
    expect(chargeRefunded!.type).toBe('charge.refunded');
    expect((await deliver(ctx, chargeRefunded!)).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('estornado');
    // The order event that follows finds the purchase already there.
    expect((await deliver(ctx, orderCanceled!)).json().outcome).toBe('unchanged');

    expect((await record()).entries.at(-1)).toMatchObject({ kind: 'cards_removed', data: { count: 2, card_ids: ids } });
    const after = await rankedIds();
    expect(ids.some((id) => after.has(id))).toBe(false);
    const moved = await versions();
    expect([moved.live - before.live, moved.cards - before.cards]).toEqual([1, 1]);
  });

  it('a chargeback (charge.chargedback, the order still paid): contestado, the cards leave the round', async () => {
    const { orderId, purchaseId, ids } = disputedBuy;
    const [disputed] = stub.chargeback(orderId);
    expect(stub.orders.get(orderId)!.status).toBe('paid');
    expect((await deliver(ctx, disputed!)).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('contestado');
    expect((await record()).entries.at(-1)).toMatchObject({ kind: 'cards_removed', data: { count: 1, card_ids: ids } });
    expect((await rankedIds()).has(ids[0]!)).toBe(false);
  });

  it("the reports and the organiser's home count them apart, never as money raised", async () => {
    const q = `event_id=${eventId}`;
    const sales = (await admin('GET', `/api/reports/sales?${q}`)).json();
    // Both purchases were paid, then reversed: nothing of them is money raised.
    expect(sales).toMatchObject({ compras: 0, liquido: 0, estornadas: 1, estornadas_valor: 25, contestadas: 1, contestadas_valor: 12.5 });
    const summary = (await admin('GET', `/api/reports/summary?${q}`)).json();
    expect(summary).toMatchObject({
      online_liquido: 0,
      total_arrecadado: 0,
      online_estornado: 25,
      compras_estornadas: 1,
      online_contestado: 12.5,
      compras_contestadas: 1,
      cartelas_em_jogo: 0,
    });
    const attention = (await admin('GET', `/api/reports/attention?${q}`)).json();
    expect(attention).toMatchObject({ compras_hoje: 0, compras_estornadas: 1, compras_contestadas: 1 });
  });

  it('the organiser finds them by their status, with the history of who said what', async () => {
    const list = (await admin('GET', '/api/admin/purchases?status=contestado')).json();
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([disputedBuy.purchaseId]);
    const detail = (await admin('GET', `/api/admin/purchases/${refundedBuy.purchaseId}`)).json();
    expect(detail.status).toBe('estornado');
    expect(detail.history.at(-1)).toMatchObject({
      from_status: 'aprovado',
      to_status: 'estornado',
      provider_status: 'canceled',
      source: 'webhook',
    });
  });

  it('a dispute the organiser wins (the charge paid again) brings the purchase back to aprovado', async () => {
    const { orderId, purchaseId } = disputedBuy;
    const order = stub.orders.get(orderId)!;
    const won = stub.update(orderId, { charges: [{ ...order.charges![0]!, status: 'paid', last_transaction: { status: 'captured' } }] });
    expect((await deliver(ctx, stub.event('order.updated', won))).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('aprovado');
  });

  it('a dispute the organiser loses (the order cancelled, its charge still contested): estornado, the money went back', async () => {
    const { orderId, purchaseId } = await approved(1);
    const [disputed] = stub.chargeback(orderId);
    expect((await deliver(ctx, disputed!)).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('contestado');

    const lost = stub.update(orderId, { status: 'canceled' });
    expect(lost.charges![0]!.status).toBe('chargedback');
    expect((await deliver(ctx, stub.event('order.canceled', lost))).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('estornado');
    const detail = (await admin('GET', `/api/admin/purchases/${purchaseId}`)).json();
    expect(detail.history.at(-1)).toMatchObject({ from_status: 'contestado', to_status: 'estornado', provider_status: 'canceled' });
  });
});
