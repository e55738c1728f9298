import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND_NOT_FOUND } from '../rounds';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const draw = (roundId: number, number: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/rounds/${roundId}/draw`, headers: roles.admin.auth, payload: { number } });
const balls = (roundId: number) =>
  ctx.app
    .inject({ url: `/api/rounds/${roundId}/drawn-numbers`, headers: roles.user.auth })
    .then((r) => r.json().map((b: { number: number }) => b.number));

describe('drawing balls', () => {
  it('draws 1..75 only while the round runs, in order, each once', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id);
    const early = await draw(round.id, 10);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/não está em andamento/);

    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/start`, headers: roles.admin.auth });
    expect((await draw(round.id, 10)).statusCode).toBe(201);
    expect((await draw(round.id, '75')).statusCode).toBe(201);
    const again = await draw(round.id, 10);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Número já sorteado nesta rodada.');
    for (const bad of [0, 76, 2.5, 'x', null]) {
      const res = await draw(round.id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error).toContain('Número deve estar entre 1 e 75.');
    }
    expect(await balls(round.id)).toEqual([10, 75]);
  });

  it('answers 404 with the round message for the balls of a round that does not exist', async () => {
    const res = await ctx.app.inject({ url: '/api/rounds/987654/drawn-numbers', headers: roles.user.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ROUND_NOT_FOUND });
  });

  it('stores a ball once under concurrent double submission', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const results = await Promise.all(Array.from({ length: 8 }, () => draw(round.id, 33)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await balls(round.id)).toEqual([33]);
  });

  it('removes a ball while running, not after the round finished', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const a = (await draw(round.id, 5)).json();
    const b = (await draw(round.id, 6)).json();
    const del = (id: number) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/rounds/${round.id}/drawn-numbers/${id}`,
        headers: roles.admin.auth,
        payload: { reason: 'Bola cantada por engano' },
      });
    expect((await del(a.id)).statusCode).toBe(200);
    const gone = await del(a.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Número sorteado não encontrado nesta rodada.' });
    expect(await balls(round.id)).toEqual([6]);
    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/finish`, headers: roles.admin.auth });
    expect((await del(b.id)).statusCode).toBe(409);
    expect((await draw(round.id, 7)).statusCode).toBe(409);
  });

  it('takes no ball and removes none in a round whose event is not em_andamento (decisions.md §13)', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const five = (await draw(round.id, 5)).json();
    const status = (s: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/events/${event.id}/status`, headers: roles.admin.auth, payload: { status: s } });
    expect((await status('scheduled')).statusCode).toBe(200);
    const refused = await draw(round.id, 6);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('O evento desta rodada não está em andamento: inicie o evento para sortear ou remover números.');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/rounds/${round.id}/drawn-numbers/${five.id}`,
      headers: roles.admin.auth,
      payload: { reason: 'Bola cantada por engano' },
    });
    expect(del.statusCode).toBe(409);
    expect(await balls(round.id)).toEqual([5]);
  });
});
