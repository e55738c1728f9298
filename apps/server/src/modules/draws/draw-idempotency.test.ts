import { DRAW_KEY_MESSAGE, DRAW_KEY_REUSED } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

/**
 * Issue 16.2: the round panel sends each ball with an Idempotency-Key, so a ball typed on the
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
});
