import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, FIXED_CARD, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { adminCalls } from '../../../test/calls';

// decisions.md §14: the round panel lists each stage's winners, near winners and top 10; a card's
// distance to the quina is the smallest missing count of its rows.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const { post, drawBall: draw } = adminCalls(() => ({ ctx, roles }));
const quina = async (roundId: number, list: string) => {
  const res = await ctx.app.inject({ url: `/api/rounds/${roundId}/quina/${list}`, headers: roles.admin.auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { card_id: number; acertos: number; faltam: number; faltando: number[]; contact?: string | null }[]).map((e) => [
    e.card_id,
    e.faltam,
    e.faltando,
  ]);
};

/** Row 0 (the first number of each column) is 1, 16, 31, 46, 61 on both; OTHER shares no row with them. */
const SAME_FIRST_ROW = [1, 2, 3, 4, 6, 16, 17, 18, 19, 21, 31, 32, 33, 34, 36, 46, 47, 48, 49, 51, 61, 62, 63, 64, 66];
const OTHER = [6, 7, 8, 9, 10, 21, 22, 23, 24, 25, 36, 37, 38, 39, 40, 51, 52, 53, 54, 55, 66, 67, 68, 69, 70];
const stages = [
  { kind: 'quina', prize: 'Cesta básica' },
  { kind: 'cartela_cheia', prize: 'Smart TV' },
];

describe('the quina lists of the round panel', () => {
  it('ranks cards by their closest row while the quina is played, then lists only its winners and the ball', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const [a, b, c] = (await sellCards(ctx, event.id, roles.user, 3, [FIXED_CARD, SAME_FIRST_ROW, OTHER])).map((card) => card.id);
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV', stages })).json() as { id: number };
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    for (const n of [1, 16, 31, 7]) await draw(round.id, n);
    // OTHER has 7 in its second row: 4 of that row still to come.
    expect(await quina(round.id, 'top10')).toEqual([
      [a, 2, [46, 61]],
      [b, 2, [46, 61]],
      [c, 4, [22, 37, 52, 67]],
    ]);
    expect(await quina(round.id, 'almost-winners')).toEqual([]);
    await draw(round.id, 46);
    expect(await quina(round.id, 'almost-winners')).toEqual([
      [a, 1, [61]],
      [b, 1, [61]],
    ]);
    // The full card's lists stay what they were: nobody is one ball from a full card.
    const full = await ctx.app.inject({ url: `/api/rounds/${round.id}/almost-winners`, headers: roles.admin.auth });
    expect(full.json()).toEqual([]);
    expect(await quina(round.id, 'winners')).toEqual([]);

    await draw(round.id, 61);
    expect(await quina(round.id, 'winners')).toEqual([
      [a, 0, []],
      [b, 0, []],
    ]);
    // The stage is over: no near winners nor top 10 of a quina already won.
    expect(await quina(round.id, 'almost-winners')).toEqual([]);
    expect(await quina(round.id, 'top10')).toEqual([]);
    const shown = (await ctx.app.inject({ url: `/api/rounds/${round.id}`, headers: roles.admin.auth })).json();
    expect(shown.stages.map((s: { kind: string; won: boolean; ball: number | null }) => [s.kind, s.won, s.ball])).toEqual([
      ['quina', true, 61],
      ['cartela_cheia', false, null],
    ]);
    await finishRunningEvents(ctx);
  });

  it('answers a clear sentence for a round without quina, a list that does not exist, and to a buyer', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV' })).json() as { id: number };
    const none = await ctx.app.inject({ url: `/api/rounds/${round.id}/quina/top10`, headers: roles.admin.auth });
    expect([none.statusCode, none.json().error]).toEqual([404, 'Esta rodada não tem quina.']);
    const wrong = await ctx.app.inject({ url: `/api/rounds/${round.id}/quina/todos`, headers: roles.admin.auth });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('Lista inválida: use winners, almost-winners ou top10.');
    const buyer = await ctx.app.inject({ url: `/api/rounds/${round.id}/quina/top10`, headers: roles.user.auth });
    expect(buyer.statusCode).toBe(403);
    await finishRunningEvents(ctx);
  });
});
