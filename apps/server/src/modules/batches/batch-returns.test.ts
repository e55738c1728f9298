import { cardVoidMessages, type RoundRecord } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles, createUser, type TestUser } from '../../../test/factories';
import { CardCheckCodes } from '../card-codes';
import { verifyRoundReport } from '../round-records';
import { adminCalls } from '../../../test/calls';

// decisions.md §15: when a batch's sales close its unsold cards are handed back and voided for good.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let codes: CardCheckCodes;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  codes = new CardCheckCodes(ctx.app.env.CARD_CODE_SECRET);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const { post } = adminCalls(() => ({ ctx, roles }));
const giveBack = (batchId: number, payload: object, who: TestUser = roles.admin) =>
  post(`/api/card-batches/${batchId}/returns`, payload, who.auth);
const sell = (cardId: number, seller: TestUser) => post('/api/physical-sales', { card_id: cardId, user_id: seller.id }, seller.auth);
const record = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;
const overview = async (seller: TestUser) => (await ctx.app.inject({ url: '/api/physical-sales/mine', headers: seller.auth })).json();

async function night(amount: number) {
  await finishRunningEvents(ctx);
  const event = await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
  const seller = await createUser(ctx, { name: 'Zé Vendedor' });
  const batch = await createBatch(ctx, roles.admin, event.id, amount, seller);
  const cards = batch.cards.map((c) => c.id).sort((a, b) => a - b);
  return { event, seller, batch, cards, barcodes: new Map(batch.cards.map((c) => [c.id, c.barcode!])) };
}

async function runningRound(eventId: number) {
  const round = (await post(`/api/events/${eventId}/rounds`, { prize: 'Cesta básica' })).json() as { id: number };
  expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
  return round;
}

describe('returning unsold paper cards (decisions.md §15)', () => {
  it('the seller voids their unsold cards: no sale, no claim, the venue check says so, and the settlement counts them', async () => {
    const { event, seller, batch, cards, barcodes } = await night(4);
    expect((await sell(cards[0]!, seller)).statusCode).toBe(201);
    const res = await giveBack(batch.id, { card_ids: [cards[1], cards[2]] }, seller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '2 cartelas devolvidas e anuladas.', card_ids: [cards[1], cards[2]] });

    const sale = await sell(cards[1]!, seller);
    expect(sale.statusCode).toBe(409);
    expect(sale.json().error).toBe(cardVoidMessages.cannotSell);
    const buyer = await createUser(ctx);
    const barcode = barcodes.get(cards[2]!)!;
    const claimed = await post('/api/cards/claims', { barcode, check_code: codes.of({ id: cards[2]!, barcode }) }, buyer.auth);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().error).toBe(cardVoidMessages.cannotClaim);

    const round = await runningRound(event.id);
    const check = (await ctx.app.inject({ url: `/api/rounds/${round.id}/check?card=${cards[1]}`, headers: admin() })).json();
    expect(check).toMatchObject({ voided: 'returned', in_play: false });
    expect(cardVoidMessages[check.voided as 'returned']).toBe('Cartela devolvida (anulada)');

    const mine = await overview(seller);
    expect(mine.saldo).toMatchObject({ cartelas_recebidas: 4, devolvidas: 2, vendidas: 1, em_maos: 1 });
    const voided = (mine.lotes[0].cards as { id: number; voided: string | null }[]).filter((c) => c.voided).map((c) => c.id);
    expect(voided).toEqual([cards[1], cards[2]]);
  });

  it('refuses a sold card with a pt-BR 409 and voids nothing of that call; another batch or another seller is refused too', async () => {
    const { seller, batch, cards } = await night(3);
    expect((await sell(cards[0]!, seller)).statusCode).toBe(201);
    const res = await giveBack(batch.id, { card_ids: [cards[1], cards[0]] }, seller);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`A cartela ${cards[0]} já foi vendida: só cartelas não vendidas podem ser devolvidas.`);
    expect((await sell(cards[1]!, seller)).statusCode).toBe(201);

    const other = await night(1);
    const foreign = await giveBack(batch.id, { card_ids: [other.cards[0]] }, seller);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(`A cartela ${other.cards[0]} não é deste lote.`);
    const stranger = await giveBack(batch.id, { card_ids: [cards[2]] }, roles.user);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe(cardVoidMessages.notYourBatch);
    const empty = await giveBack(batch.id, { card_ids: [] }, seller);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.card_ids).toBe(cardVoidMessages.cardsRequired);
    expect((await overview(seller)).saldo).toMatchObject({ devolvidas: 0, vendidas: 2 });
  });

  it('the next round record lists them as cards_voided; one returned mid-round goes into the running round', async () => {
    const { event, batch, cards } = await night(3);
    // No round running: the next one to start lists them.
    expect((await giveBack(batch.id, { card_ids: [cards[0]] })).statusCode).toBe(200);
    const round = await runningRound(event.id);
    let rec = await record(round.id);
    expect(rec.entries.find((e) => e.kind === 'cards_voided')?.data).toMatchObject({ count: 1, card_ids: [cards[0]] });

    // The admin's button: every card still unsold, listed at once by the running round.
    const all = await giveBack(batch.id, { all_unsold: true });
    expect(all.json().card_ids).toEqual([cards[1], cards[2]]);
    rec = await record(round.id);
    expect(rec.entries.at(-1)).toMatchObject({ kind: 'cards_voided', data: { count: 2, card_ids: [cards[1], cards[2]] } });
    // A card given back was never sold: the record shows no sale moved to another card.
    expect(rec.entries.some((e) => e.kind === 'sale_swapped')).toBe(false);
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });
    // Listed once: a later round does not list them again.
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    const next = await runningRound(event.id);
    expect((await record(next.id)).entries.some((e) => e.kind === 'cards_voided')).toBe(false);
    const batches = (await ctx.app.inject({ url: '/api/card-batches', headers: admin() })).json() as { id: number; returned: number }[];
    expect(batches.find((b) => b.id === batch.id)?.returned).toBe(3);
  });
});
