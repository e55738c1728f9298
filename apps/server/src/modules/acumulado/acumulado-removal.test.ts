import { acumuladoMessages } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { acumuladoEntry, admin, ctx, fullCardOnBall, kinds, nightWithMarkedRound, post, pot, setUpAcumulado } from './acumulado.fixture';

// decisions.md §14 and docs/decisions/032, kind `removed`: taking an event's acumulado away needs a
// reason kept with who and when; marked rounds not started lose the mark; never while one plays.
setUpAcumulado();

type Night = Awaited<ReturnType<typeof nightWithMarkedRound>>;
const removal = (event: Night['event'], reason?: string, headers = admin()) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/events/${event.id}`,
    headers,
    payload: { ...event.body, acumulado: null, ...(reason ? { acumulado_reason: reason } : {}) },
  });
/** The acumulado the telão and the Sorteio show: both draw the event's one live state. */
const live = async (eventId: number) => (await ctx.app.inject({ url: `/api/events/${eventId}/live` })).json().acumulado;
const marked = async (roundId: number) =>
  (await ctx.app.inject({ url: `/api/rounds/${roundId}`, headers: admin() })).json().acumulado as boolean;

describe('taking the acumulado away (decisions.md §14)', () => {
  it('needs a reason: 400 with its sentence, and the terms and the pot stay', async () => {
    const { event } = await nightWithMarkedRound(undefined, 1, false);
    const refused = await removal(event);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(acumuladoMessages.reason);
    const reply = await pot(event.id);
    expect(reply.config).toEqual({ value: 2000, ball_limit: 25, increment: 200 });
    expect(reply.pot).toBe(2000);
    expect(await kinds(event.id)).toEqual([['configured', 0, 2000]]);
  });

  it('keeps who, when and why; the next round plays without it: not on the telão nor the Sorteio, not in its record', async () => {
    const { event, round } = await nightWithMarkedRound(undefined, 1, false);
    const treasurer = await createUser(ctx, { admin: true, name: 'Rosa Maria Tesoureira' });
    const before = Date.now();
    const removed = await removal(event, 'Patrocinador desistiu', treasurer.auth);
    expect(removed.statusCode, removed.body).toBe(200);

    const reply = await pot(event.id);
    expect(reply.config).toBeNull();
    expect(reply.pot).toBe(0);
    const last = reply.history.at(-1)!;
    expect(last).toMatchObject({
      kind: 'removed',
      value_before: 2000,
      value_after: 0,
      ball_limit: null,
      reason: 'Patrocinador desistiu',
      by: 'Rosa T.',
    });
    expect(Date.parse(last.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(last.at)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await marked(round.id)).toBe(false);

    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    expect(await live(event.id)).toBeNull();
    await fullCardOnBall(round.id, []);
    expect(await live(event.id)).toBeNull();
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect(await acumuladoEntry(round.id)).toEqual([]);
    expect(await kinds(event.id)).toEqual([
      ['configured', 0, 2000],
      ['removed', 2000, 0],
    ]);
  });

  it('is refused (409) while a marked round plays, and changes nothing', async () => {
    const { event, round } = await nightWithMarkedRound();
    const refused = await removal(event, 'Mudança de planos');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(acumuladoMessages.roundInPlay);
    expect((await pot(event.id)).config).toEqual({ value: 2000, ball_limit: 25, increment: 200 });
    expect(await kinds(event.id)).toEqual([['configured', 0, 2000]]);
    expect(await marked(round.id)).toBe(true);
    expect(await live(event.id)).toMatchObject({ value: 2000, ball_limit: 25 });
  });

  it('once the marked round finished, goes through: that round keeps its outcome, the marked round not started loses its mark', async () => {
    const { event, rounds } = await nightWithMarkedRound(undefined, 2);
    const [played, next] = rounds as [{ id: number }, { id: number }];
    await fullCardOnBall(played.id, []);
    expect((await post(`/api/rounds/${played.id}/finish`)).statusCode).toBe(200);
    expect((await removal(event, 'Fim do acumulado nesta noite')).statusCode).toBe(200);
    expect(await acumuladoEntry(played.id)).toEqual([{ value: 2000, limit: 25, won: true, ball: 25 }]);
    expect(await marked(played.id)).toBe(true);
    expect(await marked(next.id)).toBe(false);
    expect(await kinds(event.id)).toEqual([
      ['configured', 0, 2000],
      ['won', 2000, 2000],
      ['removed', 2000, 0],
    ]);
  });

  it('while a round without the mark plays, goes through: only marked rounds fix the terms', async () => {
    const { event } = await nightWithMarkedRound(undefined, 1, false);
    const plain = await post(`/api/events/${event.id}/rounds`, { prize: 'Cesta' });
    expect(plain.statusCode).toBe(201);
    expect((await post(`/api/rounds/${plain.json().id}/start`)).statusCode).toBe(200);
    expect((await removal(event, 'Sem patrocínio')).statusCode).toBe(200);
    expect((await pot(event.id)).history.at(-1)).toMatchObject({ kind: 'removed', reason: 'Sem patrocínio' });
  });
});
