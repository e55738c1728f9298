import type { MyCard } from '@bingo/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, finishRunningEvents, FIXED_CARD, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { adminCalls } from '../../../test/calls';

// The winner's phone keeps "Sua cartela #64 ganhou a rodada 1" after the round and after a reload:
// Minhas Cartelas and Sorteio read the rounds each card won from the server, as the public record
// names its winners.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());
beforeEach(() => finishRunningEvents(ctx));

const { post } = adminCalls(() => ({ ctx, roles }));
const mine = async (eventId?: number) =>
  (await ctx.app.inject({ url: `/api/cards${eventId ? `?event_id=${eventId}` : ''}`, headers: roles.user.auth })).json() as MyCard[];

async function playRound(eventId: number, balls: readonly number[], finish = true) {
  const round = (await post(`/api/events/${eventId}/rounds`, { prize: 'Cesta básica' })).json() as { id: number; number: number };
  expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
  for (const number of balls) await post(`/api/rounds/${round.id}/draw`, { number });
  if (finish) expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
  return round;
}

describe("the rounds a buyer's card won", () => {
  it('names the finished rounds each card won, and none for a card that did not complete or a round still running', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const other = FIXED_CARD.map((n) => (n <= 15 ? n + 5 : n)); // its B column is never drawn
    const [winner, loser] = await sellCards(ctx, event.id, roles.user, 2, [FIXED_CARD, other]);
    const first = await playRound(event.id, FIXED_CARD);
    expect(first.number).toBe(1);

    const cards = await mine(event.id);
    expect(cards.find((c) => c.id === winner!.id)?.won_rounds).toEqual([{ round_id: first.id, number: 1 }]);
    expect(cards.find((c) => c.id === loser!.id)?.won_rounds).toEqual([]);

    // A second round: won again only once it is finished.
    const second = await playRound(event.id, FIXED_CARD, false);
    expect((await mine(event.id)).find((c) => c.id === winner!.id)?.won_rounds).toEqual([{ round_id: first.id, number: 1 }]);
    expect((await post(`/api/rounds/${second.id}/finish`)).statusCode).toBe(200);
    // Minhas Cartelas (no event filter) reads the same.
    expect((await mine()).find((c) => c.id === winner!.id)?.won_rounds).toEqual([
      { round_id: first.id, number: 1 },
      { round_id: second.id, number: 2 },
    ]);
  });

  it('follows a reopened round: not a winner while it runs again, a winner again once it finishes', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const [card] = await sellCards(ctx, event.id, roles.user, 1, [FIXED_CARD]);
    const round = await playRound(event.id, FIXED_CARD);
    expect((await post(`/api/rounds/${round.id}/reopen`, { reason: 'Bola cantada errada' })).statusCode).toBe(200);
    expect((await mine(event.id)).find((c) => c.id === card!.id)?.won_rounds).toEqual([]);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect((await mine(event.id)).find((c) => c.id === card!.id)?.won_rounds).toEqual([{ round_id: round.id, number: 1 }]);
  });
});
