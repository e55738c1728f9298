import { eventMessages } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, eventForm } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';
import { buyAndApprove } from '../../../test/purchase-factories';
import { createSponsorship } from '../../../test/sponsor-factories';

/**
 * docs/decisions/019: an event's fundraising goal, typed by the organiser, and the thermometer the telão
 * and the buyers' Sorteio draw from the live state, which moves with every real sum that comes in.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp({ CARD_PRICE: '10' });
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const base = { name: 'Bingo do Telhado', start_date: '2026-12-05T22:00:00.000Z', rounds_count: 2 };
const post = (payload: object) => eventForm(ctx, roles.admin, base).post(payload);
const patch = (id: number, payload: object) => eventForm(ctx, roles.admin, base).patch(id, payload);
const live = async (id: number) => (await ctx.app.inject({ url: `/api/events/${id}/live`, headers: roles.user.auth })).json();
const asAdmin = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers: roles.admin.auth, payload });

describe('the event’s fundraising goal', () => {
  it('is optional, is kept when an edit leaves it out, and is taken away with null', async () => {
    const created = await post({ meta_arrecadacao: '20000.00', meta_visivel: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ meta_arrecadacao: 20000, meta_visivel: true });
    const id = created.json().id as number;

    expect((await patch(id, { name: 'Bingo do Telhado Novo' })).json()).toMatchObject({ meta_arrecadacao: 20000, meta_visivel: true });
    expect((await patch(id, { meta_arrecadacao: null, meta_visivel: false })).json()).toMatchObject({
      meta_arrecadacao: null,
      meta_visivel: false,
    });
    expect((await post({})).json()).toMatchObject({ meta_arrecadacao: null, meta_visivel: false });
  });

  it.each([
    [0, eventMessages.goalMin],
    [-5, eventMessages.goalMin],
    ['abc', eventMessages.goalInvalid],
    [10_000_000.01, eventMessages.goalMax],
  ])('refuses a goal of %s with its sentence, and saves nothing', async (meta_arrecadacao, message) => {
    const before = (await ctx.app.inject({ url: '/api/events', headers: roles.admin.auth })).json().length;
    const res = await post({ meta_arrecadacao });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ meta_arrecadacao: message });
    expect((await ctx.app.inject({ url: '/api/events', headers: roles.admin.auth })).json()).toHaveLength(before);
  });

  it('refuses to show a thermometer without a goal, also when an edit takes the goal away', async () => {
    const res = await post({ meta_visivel: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: eventMessages.goalToShow, fields: { meta_visivel: eventMessages.goalToShow } });

    const id = (await post({ meta_arrecadacao: 500, meta_visivel: true })).json().id as number;
    const cleared = await patch(id, { meta_arrecadacao: null });
    expect(cleared.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/events/${id}`, headers: roles.admin.auth })).json()).toMatchObject({
      meta_arrecadacao: 500,
      meta_visivel: true,
    });
  });
});

describe('the thermometer in the live state', () => {
  it('appears only when switched on, and fills with online sales, physical sales and sponsorships paid', async () => {
    const event = await createEvent(ctx, { name: 'Noite da Meta', status: 'em_andamento', cardPrice: 10, fundraisingGoal: 1000 });
    expect((await live(event.id)).goal, 'a goal not switched on stays off the screens').toBeNull();

    await asAdmin('PATCH', `events/${event.id}`, { ...base, name: 'Noite da Meta', meta_visivel: true });
    let state = await live(event.id);
    expect(state.goal).toEqual({ target: 1000, raised: 0 });

    await buyAndApprove(ctx, await createUser(ctx), { quantidade: 3 });
    state = await live(event.id);
    expect(state.goal).toEqual({ target: 1000, raised: 30 });

    const [card] = (await createBatch(ctx, roles.admin, event.id, 1)).cards;
    const sale = await asAdmin('POST', 'physical-sales', { card_id: card!.id, user_id: roles.admin.id });
    expect(sale.statusCode).toBe(201);
    expect((await live(event.id)).goal.raised).toBe(40);
    await asAdmin('PUT', `physical-sales/${sale.json().id}`, { amount: 25 });
    expect((await live(event.id)).goal.raised, 'an edited sale amount moves it too').toBe(55);

    const sponsorship = await createSponsorship(ctx, { eventId: event.id, amount: 945, paymentStatus: 'pendente' });
    expect((await live(event.id)).goal.raised, 'a pledge is not money raised').toBe(55);
    const before = (await live(event.id)).version;
    const paid = await asAdmin('PATCH', `admin/sponsors/${sponsorship.id}`, { payment_status: 'pago' });
    expect(paid.statusCode, paid.body).toBe(200);
    state = await live(event.id);
    expect(state.version, 'a sponsorship paid announces a new live state').toBeGreaterThan(before);
    expect(state.goal).toEqual({ target: 1000, raised: 1000 });

    await asAdmin('PATCH', `events/${event.id}`, { ...base, name: 'Noite da Meta', meta_visivel: false });
    expect((await live(event.id)).goal).toBeNull();
  });
});
