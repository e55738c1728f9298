import { LIVE_WINNERS_SHOWN } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createEvent, FIXED_CARD, finishRunningEvents, sellCards } from '../../test/bingo-factories';
import { createRoles } from '../../test/factories';
import { adminCalls } from '../../test/calls';

// decisions.md §14: the telão's near-winner line follows the current stage, the quina's too.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const { post, drawBall: draw } = adminCalls(() => ({ ctx, roles }));
const nearOf = async (eventId: number) =>
  (
    (await ctx.app.inject({ url: `/api/events/${eventId}/live` })).json().round.stages as { kind: string; near: number; won: boolean }[]
  ).map((s) => [s.kind, s.won, s.near]);

/** Row 0 (the first number of each column) is 1, 16, 31, 46, 61 on both; OTHER shares no row with them. */
const SAME_FIRST_ROW = [1, 2, 3, 4, 6, 16, 17, 18, 19, 21, 31, 32, 33, 34, 36, 46, 47, 48, 49, 51, 61, 62, 63, 64, 66];
const OTHER = [6, 7, 8, 9, 10, 21, 22, 23, 24, 25, 36, 37, 38, 39, 40, 51, 52, 53, 54, 55, 66, 67, 68, 69, 70];

describe('near winners per stage in the live state', () => {
  it('counts the cards one number from a quina while it is played, then the cards one ball from the full card', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    await sellCards(ctx, event.id, roles.user, 3, [FIXED_CARD, SAME_FIRST_ROW, OTHER]);
    const stages = [
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'Smart TV' },
    ];
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV', stages })).json() as { id: number };
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    // The panel reads the ranking first: its engine, made without rows, must not hide the quina's line.
    await draw(round.id, 1);
    expect((await ctx.app.inject({ url: `/api/rounds/${round.id}/top10`, headers: roles.admin.auth })).statusCode).toBe(200);
    for (const n of [16, 31]) await draw(round.id, n);
    expect(await nearOf(event.id)).toEqual([
      ['quina', false, 0],
      ['cartela_cheia', false, 0],
    ]);
    await draw(round.id, 46);
    expect(await nearOf(event.id)).toEqual([
      ['quina', false, 2],
      ['cartela_cheia', false, 0],
    ]);
    await draw(round.id, 61);
    expect(await nearOf(event.id)).toEqual([
      ['quina', true, 0],
      ['cartela_cheia', false, 0],
    ]);
    for (const n of FIXED_CARD.slice(0, -1).filter((n) => ![1, 16, 31, 46, 61].includes(n))) await draw(round.id, n);
    const state = (await ctx.app.inject({ url: `/api/events/${event.id}/live` })).json();
    expect(await nearOf(event.id)).toEqual([
      ['quina', true, 0],
      ['cartela_cheia', false, state.near_winners],
    ]);
    expect(state.near_winners).toBeGreaterThanOrEqual(1);
    await finishRunningEvents(ctx);
  });

  it('the telão counts the cards near the quina when it reads the round first; a quina reopened by taking back its ball is no longer won', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    await sellCards(ctx, event.id, roles.user, 1, [FIXED_CARD]);
    const stages = [
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'Smart TV' },
    ];
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV', stages })).json() as { id: number };
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    for (const n of [1, 16, 31, 46]) await draw(round.id, n);
    // The telão is the round's first reader: its tally counts rows from the start.
    expect((await nearOf(event.id))[0]).toEqual(['quina', false, 1]);
    const last = await post(`/api/rounds/${round.id}/draw`, { number: 61 });
    expect(last.statusCode).toBe(201);
    expect((await nearOf(event.id))[0]).toEqual(['quina', true, 0]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/rounds/${round.id}/drawn-numbers/${last.json().id}`,
      headers: roles.admin.auth,
      payload: { reason: 'Bola cantada por engano' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await nearOf(event.id))[0]).toEqual(['quina', false, 1]);
    await finishRunningEvents(ctx);
  });

  it('names at most LIVE_WINNERS_SHOWN winners of a stage on the telão, and counts them all', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    // Distinct cards whose row 0 is 1, 16, 31, 46, 61: the B column's other numbers differ.
    const many = LIVE_WINNERS_SHOWN + 1;
    const cards: number[][] = [];
    for (let a = 2; a <= 12; a++)
      for (let b = a + 1; b <= 13; b++)
        for (let c = b + 1; c <= 14; c++)
          for (let d = c + 1; d <= 15 && cards.length < many; d++) cards.push([1, a, b, c, d, ...FIXED_CARD.slice(5)]);
    expect(cards).toHaveLength(many);
    await sellCards(ctx, event.id, roles.user, many, cards);
    const stages = [
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'Smart TV' },
    ];
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV', stages })).json() as { id: number };
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    for (const n of [1, 16, 31, 46, 61]) await draw(round.id, n);
    const [quina] = (await ctx.app.inject({ url: `/api/events/${event.id}/live` })).json().round.stages as {
      won: boolean;
      winners: unknown[];
      winners_count: number;
    }[];
    expect(quina).toMatchObject({ won: true, winners_count: many });
    expect(quina!.winners).toHaveLength(LIVE_WINNERS_SHOWN);
    await finishRunningEvents(ctx);
  });
});
