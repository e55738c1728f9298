import { verifyRecord, type RecordEntry, type RoundRecord } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { buyAndApprove } from '../../../test/purchase-factories';
import { nodeSha256 } from './node-sha';
import { verifyRoundReport } from './verify-round';
import { adminCalls } from '../../../test/calls';

// decisions.md §14: a card that joins play after a round's first ball plays from the next round.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const { post, get, draw } = adminCalls(() => ({ ctx, roles }));
const record = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;
const sell = (cardId: number) => post('/api/physical-sales', { card_id: cardId, user_id: roles.admin.id });
const winnerIds = async (roundId: number) =>
  ((await get(`/api/rounds/${roundId}/winners`)).json() as { card_id: number }[]).map((w) => w.card_id);

async function runningRound(eventId: number) {
  const round = (await post(`/api/events/${eventId}/rounds`, { prize: 'Cesta básica' })).json() as { id: number };
  expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
  return round;
}

async function verified(roundId: number) {
  const rec = await record(roundId);
  const sets = (await ctx.app.inject({ url: `/api/rounds/${roundId}/record/cards` })).json().sets;
  expect(await verifyRecord(nodeSha256, roundId, rec.entries, sets)).toMatchObject({ ok: true });
  return rec;
}

const lastCardsEntry = (entries: RecordEntry[]) => entries.filter((e) => e.kind === 'cards_added').at(-1)!;

describe('late entry (decisions.md §14)', () => {
  it('a paper card sold complete after the first ball wins nothing in that round, and plays the next one', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const batch = await createBatch(ctx, roles.admin, event.id, 1);
    const picked = batch.cards[0];
    const round = await runningRound(event.id);
    const next = (await post(`/api/events/${event.id}/rounds`, { prize: 'Bicicleta' })).json() as { id: number };
    // Every number of the card in the seller's pile comes out, then the card is sold.
    for (const n of picked!.numbers) expect((await draw(round.id, n)).statusCode).toBe(201);
    // The panel already shows this round's results: the engine holds its tally when the card comes.
    expect(await winnerIds(round.id)).toEqual([]);
    const sale = await sell(picked!.id);
    expect(sale.statusCode).toBe(201);
    // The seller is told at once: "ela entra na próxima rodada".
    expect(sale.json()).toMatchObject({ card_id: picked!.id, next_round: true });

    expect(await winnerIds(round.id)).toEqual([]);
    expect((await get(`/api/rounds/${round.id}/almost-winners`)).json()).toEqual([]);
    expect(((await get(`/api/rounds/${round.id}/top10`)).json() as { card_id: number }[]).map((c) => c.card_id)).not.toContain(picked!.id);
    expect((await get(`/api/rounds/${round.id}/ranking`)).json()).toMatchObject({ total: 0 });
    const check = (await get(`/api/rounds/${round.id}/check?card=${picked!.id}`)).json();
    expect(check).toMatchObject({ faltam: 0, in_play: false, next_round: true });

    // The record says the card waits for round 2, and its verification does not count it.
    const rec = await verified(round.id);
    expect(lastCardsEntry(rec.entries).data).toMatchObject({ count: 1, card_ids: [picked!.id], plays_from_round: 2 });
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect((await record(round.id)).entries.at(-1)!.data).toMatchObject({ status: 'finished', winners: [] });
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });

    // Round 2: the card plays from its first ball.
    expect((await post(`/api/rounds/${next.id}/start`)).statusCode).toBe(200);
    const started = await record(next.id);
    expect(started.entries[1]).toMatchObject({ kind: 'card_set', data: { count: 1 } });
    for (const n of picked!.numbers) await draw(next.id, n);
    expect(await winnerIds(next.id)).toEqual([picked!.id]);
    expect((await get(`/api/rounds/${next.id}/check?card=${picked!.id}`)).json()).toMatchObject({ in_play: true, next_round: false });
  });

  it('a card sold after the round started but before its first ball plays that round', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const batch = await createBatch(ctx, roles.admin, event.id, 1);
    const card = batch.cards[0]!;
    const round = await runningRound(event.id);
    expect((await sell(card.id)).json()).toMatchObject({ card_id: card.id, next_round: false });
    for (const n of card.numbers) await draw(round.id, n);
    expect(await winnerIds(round.id)).toEqual([card.id]);
    const rec = await verified(round.id);
    expect(lastCardsEntry(rec.entries).data).not.toHaveProperty('plays_from_round');
  });

  it('a card sold between rounds, after one that drew balls, is not told to wait: it plays the next round from its start', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const batch = await createBatch(ctx, roles.admin, event.id, 1);
    const round = await runningRound(event.id);
    await draw(round.id, 7);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect((await sell(batch.cards[0]!.id)).json()).toMatchObject({ card_id: batch.cards[0]!.id, next_round: false });
  });

  it('an online purchase approved mid-round waits for the next round, on the buyer phone too', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await runningRound(event.id);
    await draw(round.id, 7);
    const { purchaseId } = await buyAndApprove(ctx, roles.user, { quantidade: 2 });
    const mine = (await get(`/api/cards?event_id=${event.id}`, roles.user.auth)).json() as {
      purchase_id: number;
      sits_out_round_ids: number[];
    }[];
    const bought = mine.filter((c) => c.purchase_id === purchaseId);
    expect(bought).toHaveLength(2);
    for (const c of bought) expect(c.sits_out_round_ids).toEqual([round.id]);
    expect((await get(`/api/rounds/${round.id}/ranking`)).json()).toMatchObject({ total: 0 });
    // No next round exists yet: the record says "the next round" without a number.
    const rec = await verified(round.id);
    expect(lastCardsEntry(rec.entries).data).toMatchObject({ count: 2, plays_from_round: null });
  });

  it('a reopened round does not take the cards sold while it was finished, and an undone late sale is recorded', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const early = await sellCards(ctx, event.id, roles.user, 1);
    const batch = await createBatch(ctx, roles.admin, event.id, 2);
    const round = await runningRound(event.id);
    await draw(round.id, 1);
    const late = await sell(batch.cards[0]!.id);
    const undo = await ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${late.json().id}`, headers: admin() });
    expect(undo.statusCode).toBe(200);
    const afterUndo = await verified(round.id);
    expect(afterUndo.entries.slice(-2).map((e) => [e.kind, e.data.card_ids])).toEqual([
      ['cards_added', [batch.cards[0]!.id]],
      ['cards_removed', [batch.cards[0]!.id]],
    ]);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect((await sell(batch.cards[1]!.id)).statusCode).toBe(201);
    expect((await post(`/api/rounds/${round.id}/reopen`, { reason: 'Bola cantada errado no fim' })).statusCode).toBe(200);
    const reopened = await verified(round.id);
    expect(reopened.entries.at(-1)!.kind).toBe('round_reopened');
    for (const n of batch.cards[1]!.numbers) await draw(round.id, n);
    expect(await winnerIds(round.id)).not.toContain(batch.cards[1]!.id);
    expect(early).toHaveLength(1);
  });
});
