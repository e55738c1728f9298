import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp({ CARD_PRICE: '12.5' });
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const as = (who: 'admin' | 'user') => roles[who].auth;

describe('events', () => {
  it('creates with the default card price, lists, gets and updates', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: as('admin'),
      payload: { name: 'Noite da Quermesse', start_date: '2026-12-05T22:00:00.000Z', rounds_count: 3 },
    });
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toMatchObject({ name: 'Noite da Quermesse', rounds_count: 3, status: 'scheduled', card_price: 12.5 });

    const list = await ctx.app.inject({ url: '/api/events', headers: as('user') });
    expect(list.json().map((e: { id: number }) => e.id)).toContain(event.id);

    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: as('admin'),
      payload: { name: 'Quermesse 2026', start_date: '2026-12-06', rounds_count: 4, card_price: 15, status: 'in_progress' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Quermesse 2026', rounds_count: 4, card_price: 15, status: 'em_andamento' });
  });

  it('validates the form in pt-BR', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: as('admin'),
      payload: { name: '', start_date: 'amanhã', rounds_count: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['name', 'rounds_count', 'start_date']);
    expect(res.json().fields.rounds_count).toBe('A quantidade de rodadas deve ser pelo menos 1.');
  });

  it('changes status answering {evento}, accepting in_progress as em_andamento', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/status`,
      headers: as('admin'),
      payload: { status: 'in_progress' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().evento.status).toBe('em_andamento');
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/status`,
      headers: as('admin'),
      payload: { status: 'pausado' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Status do evento inválido.');
  });

  it('deletes an untouched event, refuses one with sold cards or balls', async () => {
    const empty = await createEvent(ctx);
    await createRound(ctx, empty.id);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/events/${empty.id}`, headers: as('admin') })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/events/${empty.id}`, headers: as('admin') })).statusCode).toBe(404);

    const sold = await createEvent(ctx);
    await sellCards(ctx, sold.id, roles.user, 2);
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/events/${sold.id}`, headers: as('admin') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/não pode ser excluído/);
    expect((await ctx.app.inject({ url: `/api/events/${sold.id}`, headers: as('admin') })).statusCode).toBe(200);
  });

  it('picks the active event: the one in progress, else the nearest scheduled, else null', async () => {
    const fresh = await createTestApp();
    try {
      const get = () => fresh.app.inject({ url: '/api/events/active' }).then((r) => r.json());
      expect(await get()).toBeNull();
      const soon = await createEvent(fresh, { name: 'Logo', startDate: new Date(Date.now() + 86_400_000) });
      await createEvent(fresh, { name: 'Depois', startDate: new Date(Date.now() + 30 * 86_400_000) });
      await createEvent(fresh, { name: 'Encerrado', status: 'finalizado' });
      expect((await get()).id).toBe(soon.id);
      const running = await createEvent(fresh, {
        name: 'Agora',
        status: 'em_andamento',
        startDate: new Date(Date.now() + 90 * 86_400_000),
      });
      expect((await get()).id).toBe(running.id);
    } finally {
      await fresh.close();
    }
  });
});
