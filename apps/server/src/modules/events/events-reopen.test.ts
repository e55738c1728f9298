import { EVENT_REOPEN_REASON_REQUIRED } from '@bingo/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

// Reopening a finished event needs a reason, kept with who and when (decisions.md §14).
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
const editForm = (id: number, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/events/${id}`,
    headers: admin(),
    payload: { name: 'Bingo de Julho', start_date: '2026-07-20', rounds_count: 2, ...payload },
  });
const status = async (id: number) => (await ctx.app.inject({ url: `/api/events/${id}`, headers: admin() })).json().status;
const reopenings = (id: number, headers = admin()) => ctx.app.inject({ url: `/api/events/${id}/reopenings`, headers });

describe('reopening a finished event', () => {
  it('is refused without a reason, by the status call and by the edit form, and nothing is kept', async () => {
    const event = await createEvent(ctx, { status: 'finalizado' });
    for (const res of [
      await setStatus(event.id, { status: 'em_andamento' }),
      await setStatus(event.id, { status: 'scheduled', reason: '  ' }),
      await editForm(event.id, { status: 'em_andamento' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.reason).toBe(EVENT_REOPEN_REASON_REQUIRED);
    }
    expect(await status(event.id)).toBe('finalizado');
    expect((await reopenings(event.id)).json()).toEqual([]);
  });

  it('keeps who reopened it, when and why, for the organiser only', async () => {
    const event = await createEvent(ctx, { status: 'finalizado' });
    const before = Date.now();
    const res = await setStatus(event.id, { status: 'em_andamento', reason: ' Faltou sortear a rodada do padroeiro ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(event.id)).toBe('em_andamento');
    await setStatus(event.id, { status: 'finalizado' });
    expect((await editForm(event.id, { status: 'scheduled', reason: 'Nova data combinada com a paróquia' })).statusCode).toBe(200);

    const list = await reopenings(event.id);
    expect(list.statusCode).toBe(200);
    const user = (await ctx.app.inject({ url: '/api/auth/me', headers: admin() })).json();
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        by: user.name,
        reason: 'Faltou sortear a rodada do padroeiro',
        status: 'em_andamento',
      },
      { id: expect.any(Number), at: expect.any(String), by: user.name, reason: 'Nova data combinada com a paróquia', status: 'scheduled' },
    ]);
    expect(Date.parse(list.json()[0].at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await reopenings(event.id, roles.user.auth)).statusCode).toBe(403);
  });

  it('a change that keeps the event finished, or moves an unfinished one, needs no reason', async () => {
    const finished = await createEvent(ctx, { status: 'finalizado' });
    expect((await editForm(finished.id, { status: 'finalizado', rounds_count: 3 })).statusCode).toBe(200);
    const scheduled = await createEvent(ctx, { status: 'scheduled' });
    expect((await setStatus(scheduled.id, { status: 'em_andamento' })).statusCode).toBe(200);
    expect((await setStatus(scheduled.id, { status: 'finalizado' })).statusCode).toBe(200);
    expect((await reopenings(finished.id)).json()).toEqual([]);
    expect((await reopenings(scheduled.id)).json()).toEqual([]);
  });
});
