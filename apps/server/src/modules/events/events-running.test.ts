import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { isUniqueViolation } from '../../lib/db-errors';

// decisions.md §13: one event em_andamento at a time, enforced by the database; finishing an
// event finishes its running round.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());
beforeEach(() => finishRunningEvents(ctx));

const admin = () => roles.admin.auth;
const setStatus = (id: number, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/events/${id}/status`, headers: admin(), payload });
const getEvent = (id: number) => ctx.app.inject({ url: `/api/events/${id}`, headers: admin() }).then((r) => r.json());
const getRound = (id: number) => ctx.app.inject({ url: `/api/rounds/${id}`, headers: admin() }).then((r) => r.json());
const BUSY = 'Já existe um evento em andamento: Quermesse de Junho. Finalize-o antes de iniciar outro.';

describe('one running event at a time', () => {
  it('refuses to start a second event by the status call, the edit form or a new event, naming the running one', async () => {
    const june = await createEvent(ctx, { name: 'Quermesse de Junho', status: 'em_andamento' });
    const july = await createEvent(ctx, { name: 'Bingo de Julho' });

    const byStatus = await setStatus(july.id, { status: 'em_andamento' });
    expect(byStatus.statusCode).toBe(409);
    expect(byStatus.json().error).toBe(BUSY);

    const byForm = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${july.id}`,
      headers: admin(),
      payload: { name: 'Bingo de Julho', start_date: '2026-07-20', rounds_count: 2, status: 'in_progress' },
    });
    expect(byForm.statusCode).toBe(409);
    expect(byForm.json().error).toBe(BUSY);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin(),
      payload: { name: 'Bingo de Agosto', start_date: '2026-08-20', rounds_count: 1, status: 'em_andamento' },
    });
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toBe(BUSY);

    expect((await getEvent(july.id)).status).toBe('scheduled');
    expect((await getEvent(june.id)).status).toBe('em_andamento');
    const active = await ctx.app.inject({ url: '/api/events/active' });
    expect(active.json().id).toBe(june.id);
  });

  it('refuses to start a round of a scheduled event while another event runs', async () => {
    await createEvent(ctx, { name: 'Quermesse de Junho', status: 'em_andamento' });
    const july = await createEvent(ctx, { name: 'Bingo de Julho' });
    const round = await createRound(ctx, july.id);
    const start = await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/start`, headers: admin() });
    expect(start.statusCode).toBe(409);
    expect(start.json().error).toBe(BUSY);
    expect((await getRound(round.id)).status).toBe('not_started');
    expect((await getEvent(july.id)).status).toBe('scheduled');
  });

  it('"Finalizar {nome} e iniciar este" finishes the running event and its round in the same step', async () => {
    const june = await createEvent(ctx, { name: 'Quermesse de Junho', status: 'em_andamento' });
    const juneRound = await createRound(ctx, june.id, { status: 'in_progress', startedAt: new Date() });
    const july = await createEvent(ctx, { name: 'Bingo de Julho' });

    const res = await setStatus(july.id, { status: 'em_andamento', finish_running: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().evento.status).toBe('em_andamento');
    expect((await getEvent(june.id)).status).toBe('finalizado');
    const round = await getRound(juneRound.id);
    expect(round.status).toBe('finished');
    expect(round.finished_at).not.toBeNull();
  });

  it('finishing an event finishes its running round, so no ball can be drawn after', async () => {
    const june = await createEvent(ctx, { name: 'Quermesse de Junho', status: 'em_andamento' });
    const round = await createRound(ctx, june.id, { status: 'in_progress', startedAt: new Date() });
    expect((await setStatus(june.id, { status: 'finalizado' })).statusCode).toBe(200);
    expect((await getRound(round.id)).status).toBe('finished');
    const draw = await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/draw`, headers: admin(), payload: { number: 7 } });
    expect(draw.statusCode).toBe(409);
  });

  it('of two events started at the same moment, exactly one runs', async () => {
    const a = await createEvent(ctx, { name: 'Noite A' });
    const b = await createEvent(ctx, { name: 'Noite B' });
    const results = await Promise.all([setStatus(a.id, { status: 'em_andamento' }), setStatus(b.id, { status: 'em_andamento' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toMatch(/^Já existe um evento em andamento: Noite [AB]\. Finalize-o antes de iniciar outro\.$/);
    const statuses = [(await getEvent(a.id)).status, (await getEvent(b.id)).status].sort();
    expect(statuses).toEqual(['em_andamento', 'scheduled']);
  });

  it('the database itself refuses a second running event, whatever the code path', async () => {
    await createEvent(ctx, { name: 'Quermesse de Junho', status: 'em_andamento' });
    const err = await ctx.database.db
      .execute(sql`insert into events (name, start_date, status, card_price) values ('Outra', now(), 'em_andamento', 10)`)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(err, 'events_one_running')).toBe(true);
  });
});
