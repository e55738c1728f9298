import { msg } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound as createBingoRound, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const createRound = (eventId: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${eventId}/rounds`, headers: admin(), payload });
const action = (id: number, what: 'start' | 'finish') =>
  ctx.app.inject({ method: 'POST', url: `/api/rounds/${id}/${what}`, headers: admin() });

describe('rounds', () => {
  it('numbers new rounds after the highest, and refuses a repeated number', async () => {
    const event = await createEvent(ctx);
    const first = (await createRound(event.id, { prize: 'Cesta' })).json();
    expect(first).toMatchObject({ number: 1, status: 'not_started', type: '', notes: null });
    expect((await createRound(event.id, { number: 5, prize: 'TV', type: 'hibrida', notes: '  ' })).json()).toMatchObject({
      number: 5,
      notes: null,
    });
    expect((await createRound(event.id, { prize: 'Bicicleta' })).json().number).toBe(6);
    const dup = await createRound(event.id, { number: 5, prize: 'Outra' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Já existe uma rodada com este número neste evento.');
    const list = await ctx.app.inject({ url: `/api/events/${event.id}/rounds`, headers: roles.user.auth });
    expect(list.json().map((r: { number: number }) => r.number)).toEqual([1, 5, 6]);
  });

  it('keeps one round running per event; starting one starts a scheduled event', async () => {
    const event = await createEvent(ctx, { status: 'scheduled' });
    const a = (await createRound(event.id, { prize: 'A' })).json();
    const b = (await createRound(event.id, { prize: 'B' })).json();
    expect((await action(a.id, 'start')).json().status).toBe('in_progress');
    const ev = await ctx.app.inject({ url: `/api/events/${event.id}`, headers: admin() });
    expect(ev.json().status).toBe('em_andamento');

    const second = await action(b.id, 'start');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(/Já existe uma rodada em andamento/);
    const viaEdit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/rounds/${b.id}`,
      headers: admin(),
      payload: { prize: 'B', status: 'in_progress' },
    });
    expect(viaEdit.statusCode).toBe(409);

    expect((await action(a.id, 'finish')).json().status).toBe('finished');
    expect((await action(a.id, 'finish')).statusCode).toBe(409);
    expect((await action(b.id, 'start')).statusCode).toBe(200);
  });

  it('edits, and deletes a round only before anything happened in it (decisions.md §13)', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx);
    const del = (id: number) => ctx.app.inject({ method: 'DELETE', url: `/api/rounds/${id}`, headers: admin() });
    const untouched = (await createRound(event.id, { prize: 'Brinde' })).json();
    expect((await del(untouched.id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/rounds/${untouched.id}`, headers: admin() })).statusCode).toBe(404);

    const r = (await createRound(event.id, { prize: 'Cesta' })).json();
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/rounds/${r.id}`,
      headers: admin(),
      payload: { number: 9, prize: 'Cesta grande', type: 'presencial', notes: 'Sorteio especial' },
    });
    expect(edited.json()).toMatchObject({ number: 9, prize: 'Cesta grande', type: 'presencial', notes: 'Sorteio especial' });
    await action(r.id, 'start');
    expect((await del(r.id)).json().error).toBe('Finalize a rodada antes de excluí-la.');
    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${r.id}/draw`, headers: admin(), payload: { number: 12 } });
    // An edit that leaves the number out keeps it.
    const kept = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/rounds/${r.id}`,
      headers: admin(),
      payload: { prize: 'Cesta grande', type: 'presencial', notes: null },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().number).toBe(9);
    await action(r.id, 'finish');
    const withBall = await del(r.id);
    expect(withBall.statusCode).toBe(409);
    expect(withBall.json().error).toBe('Rodadas com bolas sorteadas não podem ser excluídas.');
    const balls = await ctx.app.inject({ url: `/api/rounds/${r.id}/drawn-numbers`, headers: admin() });
    expect(balls.json().map((b: { number: number }) => b.number)).toEqual([12]);

    // A round finished without any ball is a record too: it happened.
    const empty = (await createRound(event.id, { prize: 'Vale' })).json();
    await action(empty.id, 'start');
    await action(empty.id, 'finish');
    expect((await del(empty.id)).statusCode).toBe(409);
  });

  it('keeps a finished round from before the public record, and a round that started once without any ball', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const del = (id: number) => ctx.app.inject({ method: 'DELETE', url: `/api/rounds/${id}`, headers: admin() });
    const exists = async (id: number) => (await ctx.app.inject({ url: `/api/rounds/${id}`, headers: admin() })).statusCode === 200;
    // Played before rounds had a record (or before its balls were kept): it happened all the same.
    const old = await createBingoRound(ctx, event.id, { status: 'finished', startedAt: new Date(), finishedAt: new Date() });
    const oldDel = await del(old.id);
    expect(oldDel.statusCode).toBe(409);
    expect(oldDel.json().error).toBe('Rodadas com bolas sorteadas não podem ser excluídas.');
    expect(await exists(old.id)).toBe(true);

    const restarted = (await createRound(event.id, { prize: 'Vale-compras' })).json();
    await action(restarted.id, 'start');
    await action(restarted.id, 'finish');
    const restartedDel = await del(restarted.id);
    expect(restartedDel.statusCode).toBe(409);
    expect(restartedDel.json().error).toBe('Esta rodada já foi iniciada e tem registro público: não pode ser excluída.');
    expect(await exists(restarted.id)).toBe(true);
  });

  it('refuses to start a round of a finished event, and validates the form', async () => {
    const event = await createEvent(ctx, { status: 'finalizado' });
    const r = (await createRound(event.id, { prize: 'X' })).json();
    expect((await action(r.id, 'start')).statusCode).toBe(409);
    const bad = await createRound(event.id, { number: 0, prize: '', type: 'online' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['number', 'prize', 'type']);
    expect((await createRound(999999, { prize: 'X' })).statusCode).toBe(404);
  });

  it('the edit form and a new round follow the rules of start and finish (decisions.md §14)', async () => {
    const event = await createEvent(ctx, { status: 'finalizado' });
    const r = (await createRound(event.id, { prize: 'X' })).json();
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/rounds/${r.id}`, headers: admin(), payload: { prize: 'X', ...payload } });
    const started = await patch({ status: 'in_progress' });
    expect(started.statusCode).toBe(409);
    expect(started.json().error).toBe('O evento já foi finalizado. Reabra-o para iniciar uma rodada.');
    const draw = await ctx.app.inject({ method: 'POST', url: `/api/rounds/${r.id}/draw`, headers: admin(), payload: { number: 7 } });
    expect(draw.statusCode).toBe(409);
    expect((await ctx.app.inject({ url: `/api/rounds/${r.id}`, headers: admin() })).json()).toMatchObject({
      status: 'not_started',
      started_at: null,
    });
    const created = await createRound(event.id, { prize: 'Y', status: 'in_progress' });
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toBe('O evento já foi finalizado. Reabra-o para iniciar uma rodada.');
    // Only a running round is finished, whichever way.
    const finished = await patch({ status: 'finished' });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().error).toBe('Só é possível finalizar uma rodada em andamento.');
    expect((await createRound(event.id, { prize: 'Z', status: 'finished' })).statusCode).toBe(409);
    // Editing the rest of the round keeps working.
    expect((await patch({ prize: 'Cesta', status: 'not_started' })).json()).toMatchObject({ prize: 'Cesta', status: 'not_started' });
  });

  it('refuses hidden characters in the prize and a null number; notes keep their lines (decisions.md §11)', async () => {
    const event = await createEvent(ctx);
    const refused = async (payload: object, field: string, message: string) => {
      const res = await createRound(event.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
    };
    await refused({ prize: 'Bicicleta \u202Earbil' }, 'prize', msg.hiddenCharacters);
    await refused({ prize: 'TV\u001B[2J' }, 'prize', msg.hiddenCharacters);
    await refused({ prize: '\u3164\u200B' }, 'prize', msg.required);
    await refused({ prize: 'TV', notes: '\u200B' }, 'notes', msg.hiddenCharacters);
    await refused({ prize: 'TV', notes: 'a\u0000b' }, 'notes', msg.hiddenCharacters);
    await refused({ prize: 'TV', number: null }, 'number', 'Número da rodada inválido.');
    const ok = await createRound(event.id, { prize: 'Cesta de Natal 🎄 – Ação', notes: 'Entregar no salão.\n\tRetirar até 20h.' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ prize: 'Cesta de Natal 🎄 – Ação', notes: 'Entregar no salão.\n\tRetirar até 20h.' });
  });
});
