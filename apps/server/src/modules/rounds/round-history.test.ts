import { roundStatusMessages, ROUND_REOPEN_REASON_REQUIRED, type Round, type RoundRecord } from '@bingo/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, finishRunningEvents, FIXED_CARD, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { adminCalls } from '../../../test/calls';

// A round's history only moves forward (decisions.md §14): what was drawn and who won cannot be
// erased by a status change, a reopen asks why, and the public record keeps every step.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());
beforeEach(() => finishRunningEvents(ctx));

const admin = () => roles.admin.auth;
const { post } = adminCalls(() => ({ ctx, roles }));
const edit = (id: number, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/rounds/${id}`, headers: admin(), payload: { prize: 'Cesta básica', ...payload } });
const reopen = (id: number, payload: object = { reason: 'Bola cantada errada' }) => post(`/api/rounds/${id}/reopen`, payload);
const getRound = async (id: number) => (await ctx.app.inject({ url: `/api/rounds/${id}`, headers: admin() })).json();
const record = async (id: number) => (await ctx.app.inject({ url: `/api/rounds/${id}/record` })).json() as RoundRecord;
const kinds = async (id: number) => (await record(id)).entries.map((e) => e.kind);
const setEventStatus = (id: number, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/events/${id}/status`, headers: admin(), payload });

/** A finished round with a full-card winner (FIXED_CARD, sold before the start). */
async function finishedRoundWithWinner() {
  const event = await createEvent(ctx, { status: 'em_andamento' });
  const [card] = await sellCards(ctx, event.id, roles.user, 1, [FIXED_CARD]);
  const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Cesta básica' })).json() as { id: number };
  expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
  for (const number of FIXED_CARD) await post(`/api/rounds/${round.id}/draw`, { number });
  const finished = await post(`/api/rounds/${round.id}/finish`);
  expect(finished.statusCode).toBe(200);
  return { event, round, card: card!, finished: finished.json() as Round };
}

describe('a finished round is never reset', () => {
  it('refuses "not started" for a finished round, in a running or a finished event, and keeps its times, record and winners', async () => {
    const { event, round, card } = await finishedRoundWithWinner();
    const before = await getRound(round.id);
    const entries = (await record(round.id)).entries.length;
    expect((await record(round.id)).winners).toEqual([{ card_id: card.id, name: 'Comprador T.' }]);

    for (const eventStatus of ['em_andamento', 'finalizado']) {
      if (eventStatus === 'finalizado') expect((await setEventStatus(event.id, { status: 'finalizado' })).statusCode).toBe(200);
      const reset = await edit(round.id, { status: 'not_started' });
      expect(reset.statusCode).toBe(409);
      expect(reset.json().error).toBe(roundStatusMessages.neverBack);
      expect(await getRound(round.id)).toEqual(before);
      const after = await record(round.id);
      expect(after.entries).toHaveLength(entries);
      expect(after.winners).toEqual([{ card_id: card.id, name: 'Comprador T.' }]);
    }
  });

  it('refuses "not started" for a running round too: its start stays', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Cesta básica' })).json() as { id: number };
    const started = (await post(`/api/rounds/${round.id}/start`)).json();
    await post(`/api/rounds/${round.id}/draw`, { number: 7 });
    const back = await edit(round.id, { status: 'not_started' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe(roundStatusMessages.neverBack);
    expect(await getRound(round.id)).toMatchObject({ status: 'in_progress', started_at: started.started_at });
    expect(await kinds(round.id)).toEqual(['round_started', 'card_set', 'ball_drawn']);
  });
});

describe('"Reabrir" a finished round', () => {
  it('needs a reason, which the public record shows; "Iniciar" does not reopen', async () => {
    const { round } = await finishedRoundWithWinner();
    const entries = (await record(round.id)).entries.length;

    const viaStart = await post(`/api/rounds/${round.id}/start`);
    expect(viaStart.statusCode).toBe(409);
    expect(viaStart.json().error).toBe('Esta rodada já foi finalizada: para voltar a sortear, use “Reabrir” e informe o motivo.');
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await reopen(round.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.reason).toBe(ROUND_REOPEN_REASON_REQUIRED);
    }
    const viaForm = await edit(round.id, { status: 'in_progress' });
    expect(viaForm.statusCode).toBe(400);
    expect(viaForm.json().error).toBe(ROUND_REOPEN_REASON_REQUIRED);
    // The form shows the sentence under the reason's box.
    expect(viaForm.json().fields.reason).toBe(ROUND_REOPEN_REASON_REQUIRED);
    expect((await getRound(round.id)).status).toBe('finished');
    expect((await record(round.id)).entries).toHaveLength(entries);

    const reopened = await reopen(round.id, { reason: ' A bola 75 foi cantada como 15 ' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'in_progress', finished_at: null });
    const last = (await record(round.id)).entries.at(-1)!;
    expect(last).toMatchObject({ kind: 'round_reopened', data: { reason: 'A bola 75 foi cantada como 15' } });
    expect((await reopen(round.id)).json().error).toBe('Só é possível reabrir uma rodada finalizada.');
  });

  it('through the edit form, like the reopen call, starts its event again when it was set back to scheduled', async () => {
    const { event, round } = await finishedRoundWithWinner();
    expect((await setEventStatus(event.id, { status: 'scheduled' })).statusCode).toBe(200);
    const reopened = await edit(round.id, { status: 'in_progress', reason: 'Bola cantada errada' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await ctx.app.inject({ url: `/api/events/${event.id}`, headers: admin() })).json().status).toBe('em_andamento');
  });

  it('is refused in a finished event, through the reopen call and the edit form alike', async () => {
    const { event, round } = await finishedRoundWithWinner();
    expect((await setEventStatus(event.id, { status: 'finalizado' })).statusCode).toBe(200);
    const before = await getRound(round.id);
    const entries = (await record(round.id)).entries.length;

    for (const res of [await reopen(round.id), await edit(round.id, { status: 'in_progress', reason: 'Bola cantada errada' })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(roundStatusMessages.reopenInFinishedEvent);
    }
    expect(await getRound(round.id)).toEqual(before);
    expect((await record(round.id)).entries).toHaveLength(entries);
  });
});

describe('a prize changed after the start', () => {
  it('is a record entry; before the start the first entry carries the prize', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Cesta básica' })).json() as { id: number };
    expect((await edit(round.id, { prize: 'Cesta grande' })).statusCode).toBe(200);
    await post(`/api/rounds/${round.id}/start`);
    expect((await record(round.id)).entries[0]!.data).toMatchObject({ prize: 'Cesta grande' });

    expect((await edit(round.id, { prize: 'Televisão 32"', status: 'in_progress' })).statusCode).toBe(200);
    expect((await edit(round.id, { prize: 'Televisão 32"', notes: 'Doada pela padaria' })).statusCode).toBe(200);
    const rec = await record(round.id);
    expect(rec.entries.map((e) => e.kind)).toEqual(['round_started', 'card_set', 'prize_changed']);
    expect(rec.entries[2]!.data).toEqual({ previous: 'Cesta grande', prize: 'Televisão 32"' });
  });
});

describe('the round panel after a change', () => {
  it('names the winners in full to the administrator in the answers to finish, reopen and edit (decisions.md §15)', async () => {
    const { round, finished } = await finishedRoundWithWinner();
    const names = (r: Round) => r.stages.flatMap((s) => s.winners.map((w) => w.name));
    expect(names(finished)).toEqual(['Comprador Teste']);
    const reopened = await reopen(round.id);
    expect(names(reopened.json())).toEqual(['Comprador Teste']);
    const edited = await edit(round.id, { notes: 'Conferida com o salão' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(names(edited.json())).toEqual(['Comprador Teste']);
  });
});
