import type { RoundRecord } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { verifyRoundReport } from './verify-round';
import { adminCalls } from '../../../test/calls';

// decisions.md §14: a finished round reopened plays with the cards in play now: those that left
// play while it was stopped sit out, those that joined before its first ball play.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const { post } = adminCalls(() => ({ ctx, roles }));
const record = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;
const winnerIds = async (roundId: number) =>
  ((await ctx.app.inject({ url: `/api/rounds/${roundId}/winners`, headers: roles.admin.auth })).json() as { card_id: number }[]).map(
    (w) => w.card_id,
  );
const sell = async (cardId: number) => {
  const sale = await post('/api/physical-sales', { card_id: cardId, user_id: roles.admin.id });
  expect(sale.statusCode).toBe(201);
  return sale.json().id as number;
};

/** A running event with paper cards and a round started (its card set taken). */
async function night(cards: number) {
  await finishRunningEvents(ctx);
  const event = await createEvent(ctx, { status: 'em_andamento' });
  const batch = (await createBatch(ctx, roles.admin, event.id, cards)).cards;
  const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Cesta básica' })).json() as { id: number };
  return { event, batch, round };
}

describe('a round reopened (decisions.md §14)', () => {
  it('leaves out a card whose sale was undone while it was finished: it wins nothing after', async () => {
    const { batch, round } = await night(2);
    const [gone, kept] = batch;
    const goneSale = await sell(gone!.id);
    await sell(kept!.id);
    // Finished before its first ball: a sale that took part in a draw cannot be undone.
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    const undo = await ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${goneSale}`, headers: roles.admin.auth });
    expect(undo.statusCode).toBe(200);

    expect((await post(`/api/rounds/${round.id}/reopen`, { reason: 'Faltou sortear' })).statusCode).toBe(200);
    expect((await record(round.id)).entries.slice(-2)).toMatchObject([
      { kind: 'round_reopened' },
      { kind: 'cards_removed', data: { count: 1, card_ids: [gone!.id] } },
    ]);
    for (const n of gone!.numbers) await post(`/api/rounds/${round.id}/draw`, { number: n });
    expect(await winnerIds(round.id)).not.toContain(gone!.id);
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });
  });

  it('puts in play a card sold while it was finished before its first ball: it can win', async () => {
    const { batch, round } = await night(2);
    const [first, joining] = batch;
    await sell(first!.id);
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    await sell(joining!.id);

    expect((await post(`/api/rounds/${round.id}/reopen`, { reason: 'Começou antes da hora' })).statusCode).toBe(200);
    expect((await record(round.id)).entries.slice(-2)).toMatchObject([
      { kind: 'round_reopened' },
      { kind: 'cards_added', data: { count: 1, card_ids: [joining!.id] } },
    ]);
    for (const n of joining!.numbers) await post(`/api/rounds/${round.id}/draw`, { number: n });
    expect(await winnerIds(round.id)).toContain(joining!.id);
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });
  });

  /** A started round with the first card sold and one ball drawn that the second card lacks. */
  async function afterFirstBall() {
    const { batch, round } = await night(2);
    const [first, late] = batch;
    await sell(first!.id);
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    const ball = first!.numbers.find((n) => !late!.numbers.includes(n))!;
    expect((await post(`/api/rounds/${round.id}/draw`, { number: ball })).statusCode).toBe(201);
    return { round, late: late! };
  }

  it('lists no removal for a card sold after its first ball and undone while it was finished: it never played there', async () => {
    const { round, late } = await afterFirstBall();
    // Sold after the ball: it waits for the next round (none created yet, hence no number).
    const lateSale = await sell(late.id);
    expect((await record(round.id)).entries.at(-1)).toMatchObject({
      kind: 'cards_added',
      data: { card_ids: [late.id], plays_from_round: null },
    });
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    // No ball since the sale: it can still be undone.
    const undo = await ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${lateSale}`, headers: roles.admin.auth });
    expect(undo.statusCode).toBe(200);

    expect((await post(`/api/rounds/${round.id}/reopen`, { reason: 'Faltou sortear' })).statusCode).toBe(200);
    expect((await record(round.id)).entries.at(-1)).toMatchObject({ kind: 'round_reopened' });
    // Sold again: the record already lists it as waiting for the next round, and lists it once.
    const again = await post('/api/physical-sales', { card_id: late.id, user_id: roles.admin.id });
    expect(again.json()).toMatchObject({ card_id: late.id, next_round: true });
    expect((await record(round.id)).entries.at(-1)).toMatchObject({ kind: 'round_reopened' });
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });
  });

  it('lists no removal for a card sold while it was finished after its first ball and undone once reopened: it sat the round out', async () => {
    const { round, late } = await afterFirstBall();
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    const lateSale = await sell(late.id);
    expect((await post(`/api/rounds/${round.id}/reopen`, { reason: 'Faltou sortear' })).statusCode).toBe(200);
    expect((await record(round.id)).entries.at(-1)).toMatchObject({ kind: 'round_reopened' });

    const undo = await ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${lateSale}`, headers: roles.admin.auth });
    expect(undo.statusCode).toBe(200);
    expect((await record(round.id)).entries.at(-1)).toMatchObject({ kind: 'round_reopened' });
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });
  });
});
