import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { buy, purchaseRow } from '../../../test/purchase-factories';
import { cards, events } from '../../db/schema';
import { adminCalls } from '../../../test/calls';

// Batches are made for a chosen event (decisions.md §13): next month's cards printed while tonight runs.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let tonight: Awaited<ReturnType<typeof createEvent>>;
let nextMonth: Awaited<ReturnType<typeof createEvent>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  tonight = await createEvent(ctx, { name: 'Bingo de Hoje', status: 'em_andamento' });
  await createRound(ctx, tonight.id, { status: 'in_progress' });
  nextMonth = await createEvent(ctx, { name: 'Bingo do Mês Que Vem', startDate: new Date(Date.now() + 30 * 86_400_000) });
});
afterAll(() => ctx.close());

const { post, get } = adminCalls(() => ({ ctx, roles }));
const eventRow = async (id: number) => (await ctx.database.db.select().from(events).where(eq(events.id, id)))[0]!;
const cardsOf = (eventId: number) => ctx.database.db.select().from(cards).where(eq(cards.eventId, eventId));

describe('a batch for a scheduled event while another runs', () => {
  it('puts the cards in the chosen event and leaves the running night as it was', async () => {
    const before = await eventRow(tonight.id);
    const withSeller = await post('/api/card-batches', { name: 'Lote 1', user_id: roles.user.id, amount: 30, event_id: nextMonth.id });
    expect(withSeller.statusCode).toBe(201);
    expect(withSeller.json()).toMatchObject({ event_id: nextMonth.id, event_name: 'Bingo do Mês Que Vem', amount: 30 });
    const unassigned = await post('/api/cards/lote', { lote: 'Lote 2', quantidade: 20, event_id: nextMonth.id });
    expect(unassigned.statusCode).toBe(201);
    expect(unassigned.json()).toMatchObject({ event_id: nextMonth.id, user: null });

    expect(await cardsOf(nextMonth.id)).toHaveLength(50);
    expect(await cardsOf(tonight.id)).toHaveLength(0);
    // Tonight's live screens and ranking were not told anything changed, and it is still the active event.
    const after = await eventRow(tonight.id);
    expect({ live: after.liveVersion, cards: after.cardsVersion, status: after.status }).toEqual({
      live: before.liveVersion,
      cards: before.cardsVersion,
      status: 'em_andamento',
    });
    expect((await get('/api/events/active')).json()).toMatchObject({ id: tonight.id });
    // Online sales still go to tonight.
    const sale = await buy(ctx, roles.user, { quantidade: 1 });
    expect(sale.statusCode).toBe(200);
    expect(await purchaseRow(ctx, sale.json().purchase_id)).toMatchObject({ eventId: tonight.id });
  });

  it('without event_id, both routes still make the batch for the running event', async () => {
    expect((await post('/api/cards/lote', { lote: 'Lote da Noite', quantidade: 2 })).json()).toMatchObject({ event_id: tonight.id });
    const batch = await post('/api/card-batches', { name: 'Lote da Noite 2', user_id: roles.user.id, amount: 2 });
    expect(batch.json()).toMatchObject({ event_id: tonight.id });
  });

  it('refuses a finished or unknown event on both routes, in Portuguese, making nothing', async () => {
    const past = await createEvent(ctx, { name: 'Bingo de Junho', status: 'finalizado' });
    for (const [url, payload] of [
      ['/api/card-batches', { name: 'Tarde demais', user_id: roles.user.id, amount: 5, event_id: past.id }],
      ['/api/cards/lote', { lote: 'Tarde demais', quantidade: 5, event_id: past.id }],
    ] as const) {
      const finished = await post(url, payload);
      expect(finished.statusCode).toBe(409);
      expect(finished.json().error).toBe('O evento Bingo de Junho já foi finalizado: gere o lote para um evento agendado ou em andamento.');
      const unknown = await post(url, { ...payload, event_id: 999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('Evento não encontrado.');
      const invalid = await post(url, { ...payload, event_id: 'abc' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error).toMatch(/Evento/);
    }
    expect(await cardsOf(past.id)).toHaveLength(0);
  });
});

describe('the physical cards list per event', () => {
  it('names each card’s event, filters by event, and lists and filters the lotes of one event', async () => {
    // 'Lote 1' exists in both events: the lote filter must not mix them.
    await post('/api/card-batches', { name: 'Lote 1', user_id: roles.user.id, amount: 4, event_id: tonight.id });
    const list = async (query: string) => (await get(`/api/cards/all?status=f%C3%ADsica&${query}`)).json();

    const ofTonight = await list(`event_id=${tonight.id}`);
    expect(ofTonight.total).toBe(8);
    expect(new Set(ofTonight.items.map((c: { event_name: string }) => c.event_name))).toEqual(new Set(['Bingo de Hoje']));
    expect((await list(`event_id=${nextMonth.id}`)).total).toBe(50);
    expect((await list('')).total).toBe(58);

    expect((await list(`event_id=${tonight.id}&lote=Lote%201`)).total).toBe(4);
    expect((await list(`event_id=${nextMonth.id}&lote=Lote%201`)).total).toBe(30);
    expect((await list('lote=Lote%201')).total).toBe(34);

    expect((await get(`/api/cards/lotes?event_id=${tonight.id}`)).json()).toEqual(['Lote 1', 'Lote da Noite', 'Lote da Noite 2']);
    expect((await get(`/api/cards/lotes?event_id=${nextMonth.id}`)).json()).toEqual(['Lote 1', 'Lote 2']);
    expect((await get('/api/cards/lotes')).json()).toEqual(['Lote 1', 'Lote 2', 'Lote da Noite', 'Lote da Noite 2']);
    const bad = await get('/api/cards/all?event_id=x');
    expect(bad.statusCode).toBe(400);
  });
});
