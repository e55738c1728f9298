import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { buy, createCoupon, purchaseRow } from '../../../test/purchase-factories';
import { events } from '../../db/schema';

// decisions.md §6: with several events open, /comprar and Sorteio name them and the buyer picks one.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.db.update(events).set({ status: 'finalizado' }));

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const openEvents = async () => (await ctx.app.inject({ url: '/api/events/open' })).json() as { id: number; name: string }[];

describe('the events on sale', () => {
  it('lists, without signing in, the running event first and then the scheduled ones nearest first, never a finished one', async () => {
    const later = await createEvent(ctx, { name: 'Bingo de Natal', startDate: inDays(30) });
    const soon = await createEvent(ctx, { name: 'Bingo de Dezembro', startDate: inDays(5) });
    await createEvent(ctx, { name: 'Bingo de Outubro', startDate: inDays(-30), status: 'finalizado' });
    const running = await createEvent(ctx, { name: 'Quermesse', startDate: inDays(-1), status: 'em_andamento' });

    expect((await openEvents()).map((e) => e.name)).toEqual(['Quermesse', 'Bingo de Dezembro', 'Bingo de Natal']);
    // The first one is the active event, the one /comprar and the Sorteio button default to.
    const active = (await ctx.app.inject({ url: '/api/events/active' })).json();
    expect(active.id).toBe(running.id);
    expect([soon.id, later.id]).not.toContain(active.id);
  });

  it('answers an empty list when nothing is open', async () => {
    await createEvent(ctx, { name: 'Bingo de Outubro', status: 'finalizado' });
    expect(await openEvents()).toEqual([]);
  });
});

describe('buying cards of a chosen event', () => {
  it('sells the chosen scheduled event at its own card price while another event runs', async () => {
    await createEvent(ctx, { name: 'Quermesse', status: 'em_andamento', cardPrice: 10 });
    const christmas = await createEvent(ctx, { name: 'Bingo de Natal', startDate: inDays(30), cardPrice: 7.5 });
    const buyer = await createUser(ctx);

    const res = await buy(ctx, buyer, { quantidade: 2, event_id: christmas.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(15);
    expect(await purchaseRow(ctx, res.json().purchase_id)).toMatchObject({ eventId: christmas.id, unitPrice: 7.5, total: 15 });
  });

  it("quotes a coupon on the chosen event's card price", async () => {
    await createEvent(ctx, { name: 'Quermesse', status: 'em_andamento', cardPrice: 10 });
    const christmas = await createEvent(ctx, { name: 'Bingo de Natal', startDate: inDays(30), cardPrice: 7.5 });
    await createCoupon(ctx, { codigo: 'NATAL10', tipo: 'percentual', valor: 10 });
    const quote = (query: string) => ctx.app.inject({ url: `/api/cupons/validar?codigo=NATAL10&quantidade=2${query}` });

    expect((await quote(`&event_id=${christmas.id}`)).json()).toMatchObject({ subtotal: 15, desconto: 1.5, total: 13.5 });
    expect((await quote('')).json()).toMatchObject({ subtotal: 20, desconto: 2, total: 18 });
  });

  it('sells the active event when no event is named, as before', async () => {
    const running = await createEvent(ctx, { name: 'Quermesse', status: 'em_andamento', cardPrice: 10 });
    await createEvent(ctx, { name: 'Bingo de Natal', startDate: inDays(30), cardPrice: 7.5 });
    const res = await buy(ctx, await createUser(ctx), { quantidade: 1 });
    expect(res.statusCode).toBe(200);
    expect(await purchaseRow(ctx, res.json().purchase_id)).toMatchObject({ eventId: running.id, total: 10 });
  });

  it('refuses a finished event (409) and an unknown one (404) with a pt-BR sentence, recording nothing', async () => {
    const finished = await createEvent(ctx, { name: 'Bingo de Outubro', status: 'finalizado' });
    await createEvent(ctx, { name: 'Quermesse', status: 'em_andamento' });
    const buyer = await createUser(ctx);

    const closed = await buy(ctx, buyer, { event_id: finished.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('As vendas deste evento estão encerradas. Escolha outro evento.');

    const unknown = await buy(ctx, buyer, { event_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Evento não encontrado.');

    const bad = await buy(ctx, buyer, { event_id: -3 });
    expect(bad.statusCode).toBe(400);

    const mine = await ctx.app.inject({ url: '/api/sales/mine', headers: buyer.auth });
    expect(mine.json()).toHaveLength(0);
  });
});
