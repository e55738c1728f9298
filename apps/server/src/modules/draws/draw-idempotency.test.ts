import { DRAW_KEY_MESSAGE, DRAW_KEY_REMOVED, DRAW_KEY_REUSED } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

/**
 * docs/decisions/016: the round panel sends each ball with an Idempotency-Key, so a ball typed on the
 * venue's Wi-Fi is stored once and never lost, also when the answer to a stored draw was lost and
 * the panel sends it again.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const draw = (roundId: number, number: number, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/rounds/${roundId}/draw`,
    headers: { ...roles.admin.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { number },
  });
const balls = async (roundId: number) =>
  ((await ctx.app.inject({ url: `/api/rounds/${roundId}/drawn-numbers`, headers: roles.admin.auth })).json() as { number: number }[]).map(
    (b) => b.number,
  );

async function runningRound() {
  await finishRunningEvents(ctx);
  const event = await createEvent(ctx, { status: 'em_andamento' });
  const round = await createRound(ctx, event.id);
  await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/start`, headers: roles.admin.auth });
  return round;
}

describe('a draw sent again with its key', () => {
  it('answers the stored ball instead of a second one or a refusal, even after the round ended', async () => {
    const round = await runningRound();
    const first = await draw(round.id, 38, 'bola-38-chave-1');
    expect(first.statusCode).toBe(201);
    const again = await draw(round.id, 38, 'bola-38-chave-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await balls(round.id)).toEqual([38]);

    // Without the key the same ball is still refused: only a retry is recognised.
    expect((await draw(round.id, 38)).statusCode).toBe(409);
    const reused = await draw(round.id, 40, 'bola-38-chave-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe(DRAW_KEY_REUSED);

    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/finish`, headers: roles.admin.auth });
    const late = await draw(round.id, 38, 'bola-38-chave-1');
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual(first.json());
  });

  it('stores one ball when the same send arrives several times at once', async () => {
    const round = await runningRound();
    const answers = await Promise.all(Array.from({ length: 6 }, () => draw(round.id, 12, 'mesma-bola-12-xyz')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await balls(round.id)).toEqual([12]);
  });

  it('refuses a malformed key with a sentence', async () => {
    const round = await runningRound();
    const res = await draw(round.id, 5, 'x y');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(DRAW_KEY_MESSAGE);
    expect(await balls(round.id)).toEqual([]);
  });

  it('does not bring back a ball the admin removed: the retry is refused and the ball stays out', async () => {
    const round = await runningRound();
    const first = await draw(round.id, 21, 'bola-21-removida');
    expect(first.statusCode).toBe(201);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/rounds/${round.id}/drawn-numbers/${first.json().id}`,
      headers: roles.admin.auth,
      payload: { reason: 'Bola cantada errada' },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // The panel's offline queue sends the draw once more: the ball must not come back.
    const retry = await draw(round.id, 21, 'bola-21-removida');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(DRAW_KEY_REMOVED);
    expect(await balls(round.id)).toEqual([]);
    const record = (await ctx.app.inject({ url: `/api/rounds/${round.id}/record` })).json().entries as { kind: string }[];
    expect(record.filter((e) => e.kind === 'ball_drawn')).toHaveLength(1);

    // The same key for another ball is still a mistake; a new key may draw the ball again on purpose.
    expect((await draw(round.id, 22, 'bola-21-removida')).json().error).toBe(DRAW_KEY_REUSED);
    expect((await draw(round.id, 21, 'bola-21-de-novo')).statusCode).toBe(201);
    expect(await balls(round.id)).toEqual([21]);
  });
});
