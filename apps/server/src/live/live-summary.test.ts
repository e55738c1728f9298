import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createEvent, createRound, finishRunningEvents } from '../../test/bingo-factories';
import { createRoles } from '../../test/factories';

/**
 * What the telão and the phones read about the night as a whole: the last ball of many, how many
 * rounds are done, and when the night is over (every planned round finished, or the event closed).
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const live = async (eventId: number) => (await ctx.app.inject({ url: `/api/events/${eventId}/live`, headers: roles.user.auth })).json();
const draw = (roundId: number, number: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/rounds/${roundId}/draw`, headers: roles.admin.auth, payload: { number } });

describe('the night in the live state', () => {
  it('shows the latest of many balls as the last one, with its letter', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    for (const ball of [7, 20, 33, 64]) expect((await draw(round.id, ball)).statusCode).toBe(201);
    expect(await live(event.id)).toMatchObject({ drawn: [7, 20, 33, 64], last_number: 64, last_letter: 'E' });
    await finishRunningEvents(ctx);
  });

  it('counts only the finished rounds, and is not over while a round is still to be played', async () => {
    const event = await createEvent(ctx, { roundsCount: 1 });
    await createRound(ctx, event.id, { number: 1, status: 'finished' });
    await createRound(ctx, event.id, { number: 2, status: 'not_started', prize: 'Bicicleta' });
    expect(await live(event.id)).toMatchObject({
      rounds_finished: 1,
      rounds_total: 2,
      all_finished: false,
      next_round: { number: 2, prize: 'Bicicleta' },
    });
  });

  it('is not over while fewer rounds than planned exist, even if all of them are finished', async () => {
    const event = await createEvent(ctx, { roundsCount: 3 });
    await createRound(ctx, event.id, { number: 1, status: 'finished' });
    await createRound(ctx, event.id, { number: 2, status: 'finished' });
    expect(await live(event.id)).toMatchObject({ rounds_finished: 2, rounds_total: 3, all_finished: false });
  });

  it('is over once the event is closed, whatever rounds were left', async () => {
    const event = await createEvent(ctx, { roundsCount: 2, status: 'finalizado' });
    await createRound(ctx, event.id, { number: 1, status: 'finished' });
    expect(await live(event.id)).toMatchObject({ rounds_finished: 1, all_finished: true });
  });
});
