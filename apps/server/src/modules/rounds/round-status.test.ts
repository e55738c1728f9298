import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

// A round's status change, whichever way it is made (start, finish, the edit form, a new round):
// the times it shows, what it writes in the round's public record, and the event it starts.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());
// Only one event runs at a time: each test opens its own night.
beforeEach(() => finishRunningEvents(ctx));

const admin = () => roles.admin.auth;
const action = (id: number, what: 'start' | 'finish') =>
  ctx.app.inject({ method: 'POST', url: `/api/rounds/${id}/${what}`, headers: admin() });
const edit = (id: number, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/rounds/${id}`, headers: admin(), payload: { prize: 'Cesta básica', ...payload } });
const newRound = (eventId: number, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rounds`,
    headers: admin(),
    payload: { prize: 'Cesta básica', ...payload },
  });
const reopen = (id: number, reason = 'Bola cantada errada') =>
  ctx.app.inject({ method: 'POST', url: `/api/rounds/${id}/reopen`, headers: admin(), payload: { reason } });
const getRound = async (id: number) => (await ctx.app.inject({ url: `/api/rounds/${id}`, headers: admin() })).json();
const eventStatus = async (id: number) => (await ctx.app.inject({ url: `/api/events/${id}`, headers: admin() })).json().status;
/** The round's public record as anyone reads it: each entry's kind, and the status a round_finished names. */
const recorded = async (id: number) =>
  ((await ctx.app.inject({ url: `/api/rounds/${id}/record` })).json().entries as { kind: string; data: { status?: string } }[]).map((e) =>
    e.kind === 'round_finished' ? `${e.kind}:${e.data.status}` : e.kind,
  );

const STARTED = '2026-06-13T22:00:00.000Z';
const FINISHED = '2026-06-13T22:40:00.000Z';

describe('a round’s times', () => {
  it('a start stamps started_at; a finish stamps finished_at and keeps the start; a reopen keeps the first start', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const fresh = (await newRound(event.id)).json();
    const started = (await action(fresh.id, 'start')).json();
    expect(started).toMatchObject({ status: 'in_progress', finished_at: null });
    expect(started.started_at).toEqual(expect.any(String));
    await action(fresh.id, 'finish');

    // A round started long ago (times set in the database): a finish and a reopen keep that start.
    const round = await createRound(ctx, event.id, { number: 2, status: 'in_progress', startedAt: new Date(STARTED) });
    const finished = (await action(round.id, 'finish')).json();
    expect(finished).toMatchObject({ status: 'finished', started_at: STARTED });
    expect(Date.parse(finished.finished_at)).toBeGreaterThan(Date.parse(STARTED));
    expect((await reopen(round.id)).json()).toMatchObject({ status: 'in_progress', started_at: STARTED, finished_at: null });
  });

  it('the edit form finishes a running round, and edits a finished one keeping its times', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const running = await createRound(ctx, event.id, { status: 'in_progress', startedAt: new Date(STARTED) });
    const finished = await edit(running.id, { status: 'finished' });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'finished', started_at: STARTED });
    expect(finished.json().finished_at).toEqual(expect.any(String));

    const old = await createRound(ctx, event.id, {
      number: 2,
      status: 'finished',
      startedAt: new Date(STARTED),
      finishedAt: new Date(FINISHED),
    });
    // The form sends the status it shows: keeping "finished" is no status change.
    const renamed = await edit(old.id, { prize: 'Cesta de Natal', status: 'finished' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ prize: 'Cesta de Natal', status: 'finished', started_at: STARTED, finished_at: FINISHED });
  });
});

describe('a round’s public record', () => {
  it('the edit form writes each status change once, and nothing for an edit that keeps the status', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = (await newRound(event.id)).json();
    await edit(round.id, { status: 'in_progress' });
    expect(await recorded(round.id)).toEqual(['round_started', 'card_set']);
    expect((await edit(round.id, { notes: 'Cesta doada pela padaria', status: 'in_progress' })).statusCode).toBe(200);
    expect(await recorded(round.id)).toEqual(['round_started', 'card_set']);
    await edit(round.id, { status: 'finished' });
    expect(await recorded(round.id)).toEqual(['round_started', 'card_set', 'round_finished:finished']);
    // Back in progress only as a reopen, with its reason (decisions.md §14).
    expect((await edit(round.id, { status: 'in_progress', reason: 'Faltou conferir uma cartela' })).statusCode).toBe(200);
    await edit(round.id, { status: 'finished' });
    expect(await recorded(round.id)).toEqual([
      'round_started',
      'card_set',
      'round_finished:finished',
      'round_reopened',
      'round_finished:finished',
    ]);
  });

  it('starting a running round again is refused and records nothing', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = (await newRound(event.id)).json();
    const first = (await action(round.id, 'start')).json();
    const again = await action(round.id, 'start');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Esta rodada já está em andamento.');
    expect(await recorded(round.id)).toEqual(['round_started', 'card_set']);
    expect((await getRound(round.id)).started_at).toBe(first.started_at);
  });
});

describe('the event of a round', () => {
  it('the edit form starts a scheduled event only when it starts the round', async () => {
    const event = await createEvent(ctx, { status: 'scheduled' });
    const round = (await newRound(event.id)).json();
    expect((await edit(round.id, { prize: 'Cesta grande' })).statusCode).toBe(200);
    expect(await eventStatus(event.id)).toBe('scheduled');
    expect((await edit(round.id, { status: 'in_progress' })).statusCode).toBe(200);
    expect(await eventStatus(event.id)).toBe('em_andamento');
  });

  it('a new round created running starts its scheduled event and its public record', async () => {
    const event = await createEvent(ctx, { status: 'scheduled' });
    const created = await newRound(event.id, { status: 'in_progress' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await eventStatus(event.id)).toBe('em_andamento');
    expect(await recorded(created.json().id)).toEqual(['round_started', 'card_set']);
  });

  it('editing a round left running in a finished event does not start the event again', async () => {
    const event = await createEvent(ctx, { status: 'finalizado' });
    const round = await createRound(ctx, event.id, { status: 'in_progress', startedAt: new Date(STARTED) });
    expect((await edit(round.id, { prize: 'Cesta grande', status: 'in_progress' })).statusCode).toBe(200);
    expect(await eventStatus(event.id)).toBe('finalizado');
  });
});
