import { acumuladoMessages } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { finishRunningEvents } from '../../../test/bingo-factories';
import { verifyRoundReport } from '../round-records';
import {
  acumuladoEntry,
  admin,
  ctx,
  fullCardOnBall,
  kinds,
  newEvent,
  nightWithMarkedRound,
  patch,
  post,
  pot,
  setUpAcumulado,
} from './acumulado.fixture';

// decisions.md §14 and docs/decisions/032: the acumulado is won by a full card at or before the
// limit; otherwise the pot grows and passes on, every change kept.
setUpAcumulado();

describe('the acumulado on the round that finishes (decisions.md §14)', () => {
  it('a full card on the limit ball wins it: the record says so, the pot restarts at the starting value', async () => {
    const { event, round } = await nightWithMarkedRound();
    const live = async () => (await ctx.app.inject({ url: `/api/events/${event.id}/live` })).json().acumulado;
    expect(await live()).toEqual({ value: 2000, ball_limit: 25, balls_left: 25, won: false });
    await fullCardOnBall(round.id, []);
    expect(await live()).toEqual({ value: 2000, ball_limit: 25, balls_left: 0, won: true });
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect(await acumuladoEntry(round.id)).toEqual([{ value: 2000, limit: 25, won: true, ball: 25 }]);
    expect(await kinds(event.id)).toEqual([
      ['configured', 0, 2000],
      ['won', 2000, 2000],
    ]);
    const won = (await pot(event.id)).history[1]!;
    expect(won).toMatchObject({ round_number: 1, by: null });
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });
    // Reopened and finished again, the round does not move the pot a second time.
    expect((await post(`/api/rounds/${round.id}/reopen`, { reason: 'Conferência' })).statusCode).toBe(200);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect(await acumuladoEntry(round.id)).toHaveLength(1);
    expect(await kinds(event.id)).toHaveLength(2);
  });

  it('a full card one ball after the limit loses it: the pot grows by the increment and the next marked round plays for it', async () => {
    const { event, round, rounds } = await nightWithMarkedRound(undefined, 2);
    const later = await newEvent({ value: 1000, ball_limit: 40, increment: 100 });
    await fullCardOnBall(round.id, [75]);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect(await acumuladoEntry(round.id)).toEqual([{ value: 2000, limit: 25, won: false, ball: 26 }]);
    expect(await kinds(event.id)).toEqual([
      ['configured', 0, 2000],
      ['carried_over', 2000, 2200],
    ]);
    expect((await pot(event.id)).pot).toBe(2200);
    expect(await kinds(later.id)).toEqual([['configured', 0, 1000]]);
    // The second marked round of the same event plays for 2.200.
    expect((await post(`/api/rounds/${rounds[1]!.id}/start`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/events/${event.id}/live` })).json().acumulado).toMatchObject({ value: 2200 });
    await fullCardOnBall(rounds[1]!.id, []);
    expect((await post(`/api/rounds/${rounds[1]!.id}/finish`)).statusCode).toBe(200);
    expect(await acumuladoEntry(rounds[1]!.id)).toEqual([{ value: 2200, limit: 25, won: true, ball: 25 }]);
    expect((await kinds(event.id)).at(-1)).toEqual(['won', 2200, 2000]);
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });
  });

  it('lost on the last marked round, the pot passes to the next event that runs one, replacing its value', async () => {
    const { event, round } = await nightWithMarkedRound();
    const next = await newEvent({ value: 1000, ball_limit: 40, increment: 100 });
    await fullCardOnBall(round.id, [75]);
    // Finishing the event finishes its round: the same decision.
    expect((await patch(`/api/events/${event.id}/status`, { status: 'finalizado' })).statusCode).toBe(200);
    expect(await kinds(event.id)).toEqual([
      ['configured', 0, 2000],
      ['carried_over', 2000, 2200],
      ['passed_on', 2200, 0],
    ]);
    expect(await kinds(next.id)).toEqual([
      ['configured', 0, 1000],
      ['carried_in', 1000, 2200],
    ]);
    expect((await pot(next.id)).history[1]!.other_event).toEqual({ id: event.id, name: event.body.name });
    // Resumo do Evento lists the same history (its PDF and xlsx are drawn from it).
    const summary = (await ctx.app.inject({ url: `/api/reports/summary?event_id=${event.id}`, headers: admin() })).json();
    expect(summary.acumulado.map((c: { kind: string }) => c.kind)).toEqual(['configured', 'carried_over', 'passed_on']);
  });

  it('with no next event yet, the pot waits and the next event to configure an acumulado takes it over', async () => {
    const { event, round } = await nightWithMarkedRound();
    await fullCardOnBall(round.id, [75]);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect((await pot(event.id)).pot).toBe(2200);
    const next = await newEvent({ value: 500, ball_limit: 45, increment: 50 });
    expect(await kinds(next.id)).toEqual([
      ['configured', 0, 500],
      ['carried_in', 500, 2200],
    ]);
    expect((await pot(event.id)).pot).toBe(0);
    // The pot it took over is its pot now: changing only the limit keeps it, not the starting value.
    const harder = { ...next.body, acumulado: { value: 500, ball_limit: 40, increment: 50 }, acumulado_reason: 'Mais difícil' };
    expect((await patch(`/api/events/${next.id}`, harder)).statusCode).toBe(200);
    expect((await pot(next.id)).pot).toBe(2200);
    // Both events hold a half of the pass: neither can be deleted any more (docs/decisions/032).
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/events/${next.id}`, headers: admin() });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error).toBe(
      'O acumulado deste evento passou de ou para outro evento e fica no histórico dos dois: o evento não pode ser excluído.',
    );
  });

  it('a pot its event still plays for is not waiting: an event configured meanwhile starts from its own value', async () => {
    const { event, round } = await nightWithMarkedRound(undefined, 2);
    await fullCardOnBall(round.id, [75]);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    const next = await newEvent({ value: 500, ball_limit: 45, increment: 50 });
    expect(await kinds(next.id)).toEqual([['configured', 0, 500]]);
    expect((await pot(event.id)).pot).toBe(2200);
  });

  it('only a first configuration takes over a waiting pot: an event already running one, moved after it, keeps its own', async () => {
    const moved = await newEvent({ value: 500, ball_limit: 45, increment: 50 });
    const { event, round } = await nightWithMarkedRound();
    await fullCardOnBall(round.id, [75]);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect((await pot(event.id)).pot).toBe(2200);
    const later = new Date(Date.parse(event.body.start_date) + 86_400_000).toISOString();
    const change = {
      ...moved.body,
      start_date: later,
      acumulado: { value: 500, ball_limit: 45, increment: 80 },
      acumulado_reason: 'Sobe mais',
    };
    expect((await patch(`/api/events/${moved.id}`, change)).statusCode).toBe(200);
    expect(await kinds(moved.id)).toEqual([
      ['configured', 0, 500],
      ['changed', 500, 500],
    ]);
    expect((await pot(event.id)).pot).toBe(2200);
  });

  it('a round without the mark does not move the pot, even when its full card comes after the limit', async () => {
    const { event } = await nightWithMarkedRound(undefined, 1, false);
    const unmarked = (await post(`/api/events/${event.id}/rounds`, { prize: 'Bicicleta', acumulado: false })).json() as { id: number };
    expect((await post(`/api/rounds/${unmarked.id}/start`)).statusCode).toBe(200);
    await fullCardOnBall(unmarked.id, [75]);
    expect((await post(`/api/rounds/${unmarked.id}/finish`)).statusCode).toBe(200);
    expect(await acumuladoEntry(unmarked.id)).toEqual([]);
    expect(await kinds(event.id)).toEqual([['configured', 0, 2000]]);
  });

  it('an acumulado that was never played leaves no pot waiting: the next event starts from its own value, and either can be deleted', async () => {
    const earlier = await newEvent({ value: 2000, ball_limit: 45, increment: 200 });
    const next = await newEvent({ value: 500, ball_limit: 45, increment: 50 });
    expect(await kinds(next.id)).toEqual([['configured', 0, 500]]);
    expect((await pot(earlier.id)).pot).toBe(2000);
    for (const event of [next, earlier]) {
      const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: admin() });
      expect(removed.statusCode, removed.body).toBe(200);
    }
  });
});

describe('the acumulado refuses bad input and changes nothing', () => {
  it('a limit outside 1..75 or a negative value or increment: 400 with its sentence', async () => {
    const event = await newEvent({ value: 2000, ball_limit: 45, increment: 200 });
    const bad: [object, string][] = [
      [{ value: 2000, ball_limit: 0, increment: 200 }, acumuladoMessages.ballLimit],
      [{ value: 2000, ball_limit: 76, increment: 200 }, acumuladoMessages.ballLimit],
      [{ value: -1, ball_limit: 45, increment: 200 }, acumuladoMessages.value],
      [{ value: 2000, ball_limit: 45, increment: -5 }, acumuladoMessages.increment],
    ];
    for (const [acumulado, message] of bad) {
      const reply = await patch(`/api/events/${event.id}`, { ...event.body, acumulado, acumulado_reason: 'Teste' });
      expect(reply.statusCode).toBe(400);
      expect(JSON.stringify(reply.json())).toContain(message);
    }
    expect((await pot(event.id)).config).toEqual({ value: 2000, ball_limit: 45, increment: 200 });
    const created = await post('/api/events', { ...event.body, acumulado: { value: 10, ball_limit: 80, increment: 0 } });
    expect(created.statusCode).toBe(400);
  });

  it('the form saved with the same terms changes nothing and asks no reason; changing only the limit or the increment keeps the pot', async () => {
    const terms = { value: 2000, ball_limit: 45, increment: 200 };
    const event = await newEvent(terms);
    expect((await patch(`/api/events/${event.id}`, event.body)).statusCode).toBe(200);
    expect(await kinds(event.id)).toEqual([['configured', 0, 2000]]);
    const limit = { ...event.body, acumulado: { ...terms, ball_limit: 40 } };
    const refused = await patch(`/api/events/${event.id}`, limit);
    expect([refused.statusCode, refused.json().fields]).toEqual([400, { acumulado_reason: acumuladoMessages.reason }]);
    expect((await patch(`/api/events/${event.id}`, { ...limit, acumulado_reason: 'Mais difícil' })).statusCode).toBe(200);
    const increment = { ...limit, acumulado: { ...terms, ball_limit: 40, increment: 300 }, acumulado_reason: 'Sobe mais' };
    expect((await patch(`/api/events/${event.id}`, increment)).statusCode).toBe(200);
    const reply = await pot(event.id);
    expect(reply.config).toEqual({ value: 2000, ball_limit: 40, increment: 300 });
    expect(reply.history.map((h) => [h.kind, h.value_after, h.ball_limit])).toEqual([
      ['configured', 2000, 45],
      ['changed', 2000, 40],
      ['changed', 2000, 40],
    ]);
  });

  it('an event without acumulado saved again writes nothing to a pot it does not have', async () => {
    const event = await newEvent(null);
    expect((await patch(`/api/events/${event.id}`, event.body)).statusCode).toBe(200);
    expect(await kinds(event.id)).toEqual([]);
  });

  it('a change once the pot has history needs a reason, kept with who and when', async () => {
    const event = await newEvent({ value: 2000, ball_limit: 45, increment: 200 });
    const change = { ...event.body, acumulado: { value: 3000, ball_limit: 40, increment: 200 } };
    const refused = await patch(`/api/events/${event.id}`, change);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(acumuladoMessages.reason);
    expect(await kinds(event.id)).toEqual([['configured', 0, 2000]]);
    expect((await patch(`/api/events/${event.id}`, { ...change, acumulado_reason: 'Novo patrocinador' })).statusCode).toBe(200);
    const reply = await pot(event.id);
    expect(reply.config).toEqual({ value: 3000, ball_limit: 40, increment: 200 });
    expect(reply.history.at(-1)).toMatchObject({
      kind: 'changed',
      value_before: 2000,
      value_after: 3000,
      reason: 'Novo patrocinador',
      ball_limit: 40,
    });
    expect(reply.history.at(-1)!.by).toMatch(/\.$/);
  });

  it('marking a round that already started is refused (409), as is marking one of an event without acumulado', async () => {
    await finishRunningEvents(ctx);
    const event = await newEvent({ value: 2000, ball_limit: 45, increment: 200 }, 'em_andamento');
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'TV' })).json() as { id: number };
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    const marked = await patch(`/api/rounds/${round.id}`, { prize: 'TV', acumulado: true });
    expect(marked.statusCode).toBe(409);
    expect(marked.json().error).toBe(acumuladoMessages.roundStarted);
    expect((await ctx.app.inject({ url: `/api/rounds/${round.id}`, headers: admin() })).json().acumulado).toBe(false);
    const plain = await newEvent(null);
    const refused = await post(`/api/events/${plain.id}/rounds`, { prize: 'TV', acumulado: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(acumuladoMessages.noEventAcumulado);
  });

  it('the edit form marks and unmarks a round not started; the mark it already has may be sent after the start', async () => {
    await finishRunningEvents(ctx);
    const event = await newEvent({ value: 2000, ball_limit: 45, increment: 200 }, 'em_andamento');
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'TV' })).json() as { id: number };
    const read = async () => (await ctx.app.inject({ url: `/api/rounds/${round.id}`, headers: admin() })).json().acumulado;
    const marked = await patch(`/api/rounds/${round.id}`, { prize: 'TV', acumulado: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().acumulado).toBe(true);
    expect(await read()).toBe(true);
    expect((await patch(`/api/rounds/${round.id}`, { prize: 'TV', acumulado: false })).json().acumulado).toBe(false);
    expect(await read()).toBe(false);
    expect((await patch(`/api/rounds/${round.id}`, { prize: 'TV', acumulado: true })).statusCode).toBe(200);
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    // The form sends the mark with every edit: the same mark is no change.
    const same = await patch(`/api/rounds/${round.id}`, { prize: 'TV', notes: 'Doada pela padaria', acumulado: true });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ acumulado: true, notes: 'Doada pela padaria' });
  });

  it('the edit form cannot mark a round of an event without acumulado (409), and the round stays unmarked', async () => {
    const plain = await newEvent(null);
    const round = (await post(`/api/events/${plain.id}/rounds`, { prize: 'TV' })).json() as { id: number };
    const refused = await patch(`/api/rounds/${round.id}`, { prize: 'TV', acumulado: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(acumuladoMessages.noEventAcumulado);
    expect((await ctx.app.inject({ url: `/api/rounds/${round.id}`, headers: admin() })).json().acumulado).toBe(false);
  });

  it('the terms do not change while a marked round is in play', async () => {
    const { event } = await nightWithMarkedRound();
    const reply = await patch(`/api/events/${event.id}`, {
      ...event.body,
      acumulado: { value: 9000, ball_limit: 25, increment: 200 },
      acumulado_reason: 'Mudança',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toBe(acumuladoMessages.roundInPlay);
    expect((await pot(event.id)).pot).toBe(2000);
  });
});
