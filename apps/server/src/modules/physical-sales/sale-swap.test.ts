import { cardVoidMessages, swapMessages, type RoundRecord } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { createRoles, createUser, type TestUser } from '../../../test/factories';
import { CardCheckCodes } from '../card-codes';
import { verifyRoundReport } from '../round-records';
import { adminCalls } from '../../../test/calls';

// "Trocar cartela" (decisions.md §14, §15): after a ball a wrong-card sale cannot be undone, so it
// moves to the right card; the wrong card is voided from then on, the right one plays from the next round.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const { post, get, draw } = adminCalls(() => ({ ctx, roles }));
const swap = (saleId: number, payload: object, who: TestUser) => post(`/api/physical-sales/${saleId}/swap`, payload, who.auth);
const record = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;
const winnerIds = async (roundId: number) =>
  ((await get(`/api/rounds/${roundId}/winners`)).json() as { card_id: number }[]).map((w) => w.card_id);
const check = async (roundId: number, cardId: number) => (await get(`/api/rounds/${roundId}/check?card=${cardId}`)).json();

/** A running night: a seller's batch of 4 paper cards, two rounds, the first started with a ball drawn. */
async function night() {
  await finishRunningEvents(ctx);
  const event = await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
  const seller = await createUser(ctx, { name: 'Zé Vendedor' });
  const batch = await createBatch(ctx, roles.admin, event.id, 4, seller);
  const cards = [...batch.cards].sort((a, b) => a.id - b.id);
  const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Cesta básica' })).json() as { id: number };
  const next = (await post(`/api/events/${event.id}/rounds`, { prize: 'Bicicleta' })).json() as { id: number };
  expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
  // The wrong card is sold before the first ball: it plays this round.
  const sale = await post(
    '/api/physical-sales',
    { card_id: cards[0]!.id, user_id: seller.id, full_name: 'Dona Maria', contact: '11999990000' },
    seller.auth,
  );
  expect(sale.statusCode).toBe(201);
  const free = cards[0]!.numbers.find((n) => !cards[1]!.numbers.includes(n))!;
  expect((await draw(round.id, free)).statusCode).toBe(201);
  return { event, seller, cards, round, next, saleId: sale.json().id as number };
}

describe('Trocar cartela (decisions.md §14, §15)', () => {
  it('moves the sale to the right card: the wrong one never wins a later ball, the right one plays from the next round, and the record keeps why', async () => {
    const { seller, cards, round, next, saleId } = await night();
    const [wrong, right] = [cards[0]!, cards[1]!];
    const res = await swap(saleId, { to_card_id: right.id, reason: ' O vendedor tocou na cartela errada ' }, seller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Venda trocada da cartela ${wrong.id} para a cartela ${right.id}.`,
      sale: { id: saleId, card_id: right.id, user_id: seller.id, amount: 10, next_round: true },
    });
    const mine = (await ctx.app.inject({ url: '/api/physical-sales/mine', headers: seller.auth })).json();
    const shown = new Map((mine.lotes[0].cards as { id: number; full_name: string | null; voided: string | null }[]).map((c) => [c.id, c]));
    expect(shown.get(right.id)).toMatchObject({ full_name: 'Dona Maria', voided: null });
    expect(shown.get(wrong.id)).toMatchObject({ full_name: null, voided: 'swapped' });
    expect(mine.vendas).toHaveLength(1);

    // Every number of the wrong card comes out: it wins nothing, and the right card sits this round out.
    for (const n of wrong.numbers) await draw(round.id, n);
    expect(await winnerIds(round.id)).toEqual([]);
    expect(await check(round.id, wrong.id)).toMatchObject({ faltam: 0, in_play: false, voided: 'swapped' });
    expect(cardVoidMessages.swapped).toBe('Cartela anulada: a venda foi trocada para outra cartela');
    expect(await check(round.id, right.id)).toMatchObject({ in_play: false, next_round: true, voided: null });

    const rec = await record(round.id);
    const kinds = rec.entries.map((e) => e.kind);
    const at = kinds.indexOf('sale_swapped');
    expect(rec.entries[at]!.data).toEqual({ from_card_id: wrong.id, to_card_id: right.id, reason: 'O vendedor tocou na cartela errada' });
    expect(rec.entries[at + 1]).toMatchObject({ kind: 'cards_voided', data: { count: 1, card_ids: [wrong.id] } });
    expect(rec.entries[at + 2]).toMatchObject({ kind: 'cards_added', data: { card_ids: [right.id], plays_from_round: 2 } });
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect((await record(round.id)).entries.at(-1)!.data).toMatchObject({ winners: [] });
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });

    // The next round: the right card plays, the wrong one never again.
    expect((await post(`/api/rounds/${next.id}/start`)).statusCode).toBe(200);
    for (const n of new Set([...wrong.numbers, ...right.numbers])) await draw(next.id, n);
    expect(await winnerIds(next.id)).toEqual([right.id]);
  });

  it('a round reopened after a swap takes nothing out again: the wrong card was voided, the right one waits', async () => {
    const { seller, cards, round, saleId } = await night();
    const [wrong, right] = [cards[0]!, cards[1]!];
    expect((await swap(saleId, { to_card_id: right.id, reason: 'Cartela errada' }, seller)).statusCode).toBe(200);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    expect((await post(`/api/rounds/${round.id}/reopen`, { reason: 'Faltou sortear' })).statusCode).toBe(200);
    expect((await record(round.id)).entries.at(-1)).toMatchObject({ kind: 'round_reopened' });
    for (const n of [...wrong.numbers, ...right.numbers]) await draw(round.id, n);
    expect(await winnerIds(round.id)).toEqual([]);
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });
  });

  it('the administrator moves a seller’s sale with the buyer’s phone and address; the phone that followed the wrong card no longer does', async () => {
    const { seller, cards, round, saleId } = await night();
    const [wrong, right] = [cards[0]!, cards[1]!];
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${wrong.id}`,
      headers: admin(),
      payload: { full_name: 'Dona Maria', contact: '11999990000', address: 'Rua das Flores, 10' },
    });
    expect(put.statusCode, put.body).toBe(200);
    // The buyer added the paper card to their phone by its printed codes (docs/decisions/018).
    const code = new CardCheckCodes(ctx.app.env.CARD_CODE_SECRET).of({ id: wrong.id, barcode: wrong.barcode! });
    const claimed = await post('/api/cards/claims', { barcode: wrong.barcode, check_code: code }, roles.user.auth);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const phone = async () =>
      ((await ctx.app.inject({ url: '/api/cards', headers: roles.user.auth })).json() as { id: number }[]).map((c) => c.id);
    expect(await phone()).toEqual([wrong.id]);
    // The ranking already counts the wrong card in this round before the swap.
    expect(await winnerIds(round.id)).toEqual([]);

    // The administrator swaps any seller's sale, onto a card of that seller's batch.
    const res = await swap(saleId, { to_card_id: right.id, reason: 'Cartela errada' }, roles.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sale).toMatchObject({ card_id: right.id, user_id: seller.id });
    const buyerOf = async (cardId: number) =>
      ((await get(`/api/cards/all?event_id=${wrong.eventId}`)).json().items as { id: number }[]).find((c) => c.id === cardId);
    expect(await buyerOf(right.id)).toMatchObject({ full_name: 'Dona Maria', contact: '11999990000', address: 'Rua das Flores, 10' });
    expect(await buyerOf(wrong.id)).toMatchObject({ full_name: null, contact: null, address: null });
    expect(await phone()).toEqual([]);

    // The live ranking let the wrong card go at once: every number of it out, nobody wins.
    for (const n of wrong.numbers) await draw(round.id, n);
    expect(await winnerIds(round.id)).toEqual([]);
  });

  it('refuses to swap a sale whose card has already completed the running round: it is a winner', async () => {
    const { seller, cards, round, saleId } = await night();
    const [wrong, right] = [cards[0]!, cards[1]!];
    for (const n of wrong.numbers) await draw(round.id, n);
    const res = await swap(saleId, { to_card_id: right.id, reason: 'Cartela errada' }, seller);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(swapMessages.winner);
    expect(await winnerIds(round.id)).toEqual([wrong.id]);
  });

  it('refuses the cards a seller may not take and the sales that are not theirs, in pt-BR', async () => {
    const { event, seller, cards, saleId } = await night();
    const otherSeller = await createUser(ctx, { name: 'Tonho Vendedor' });
    const [theirs, inMyName] = (await createBatch(ctx, roles.admin, event.id, 2, otherSeller)).cards;
    const [mineForOther] = (await createBatch(ctx, roles.admin, event.id, 1, seller)).cards;
    const elsewhere = await createEvent(ctx);
    const [otherNight] = (await createBatch(ctx, roles.admin, elsewhere.id, 1, seller)).cards;
    const [online] = await sellCards(ctx, event.id, roles.user, 1);
    // Sales the admin registered: on the seller's card in another seller's name, and in the seller's name on another's card.
    const saleOf = async (cardId: number, userId: number) =>
      (await post('/api/physical-sales', { card_id: cardId, user_id: userId })).json().id as number;
    const forOther = await saleOf(mineForOther!.id, otherSeller.id);
    const onTheirCard = await saleOf(inMyName!.id, seller.id);
    const to = cards[3]!.id;
    const refusals: [number, number, number, string][] = [
      [999999, to, 404, 'Venda não encontrada.'],
      [forOther, to, 403, 'Esta venda não é sua.'],
      [onTheirCard, to, 403, 'Esta venda não é sua.'],
      [saleId, 999999, 404, 'Cartela não encontrada.'],
      [saleId, otherNight!.id, 409, swapMessages.otherEvent],
      [saleId, online!.id, 409, swapMessages.targetNotPhysical],
      [saleId, theirs!.id, 403, swapMessages.notYourTarget],
    ];
    for (const [sale, card, status, error] of refusals) {
      const res = await swap(sale, { to_card_id: card, reason: 'Troca' }, seller);
      expect(res.statusCode, `${sale} → ${card}`).toBe(status);
      expect(res.json().error).toBe(error);
    }
    const sales = (await get(`/api/physical-sales`)).json() as { id: number; card_id: number }[];
    expect(sales.find((s) => s.id === saleId)?.card_id).toBe(cards[0]!.id);
  });

  it('refuses in pt-BR and changes nothing: right card sold or voided, the same card, no reason, another seller, a finished event', async () => {
    const { event, seller, cards, saleId } = await night();
    const [wrong, sold, returned] = [cards[0]!, cards[1]!, cards[2]!];
    expect((await post('/api/physical-sales', { card_id: sold.id, user_id: seller.id }, seller.auth)).statusCode).toBe(201);
    expect(
      (
        await post(
          `/api/card-batches/${(await get('/api/card-batches')).json().find((b: { event_id: number }) => b.event_id === event.id).id}/returns`,
          { card_ids: [returned.id] },
        )
      ).statusCode,
    ).toBe(200);
    // A returned card takes no sale either (decisions.md §15).
    const resold = await post('/api/physical-sales', { card_id: returned.id, user_id: seller.id }, seller.auth);
    expect(resold.statusCode).toBe(409);
    expect(resold.json().error).toBe(cardVoidMessages.cannotSell);
    const refusals: [object, TestUser, number, string][] = [
      [{ to_card_id: sold.id, reason: 'Troca' }, seller, 409, swapMessages.targetSold],
      [{ to_card_id: returned.id, reason: 'Troca' }, seller, 409, swapMessages.targetVoided],
      [{ to_card_id: wrong.id, reason: 'Troca' }, seller, 409, swapMessages.sameCard],
      [{ to_card_id: cards[3]!.id, reason: '   ' }, seller, 400, swapMessages.reasonRequired],
      [{ to_card_id: cards[3]!.id, reason: 'Troca' }, roles.user, 403, 'Esta venda não é sua.'],
    ];
    for (const [payload, who, status, error] of refusals) {
      const res = await swap(saleId, payload, who);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(status === 400 ? res.json().fields.reason : res.json().error).toBe(error);
    }
    await finishRunningEvents(ctx);
    const frozen = await swap(saleId, { to_card_id: cards[3]!.id, reason: 'Troca' }, roles.admin);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toBe(swapMessages.finished);
    const sales = (await get(`/api/physical-sales`)).json() as { id: number; card_id: number }[];
    expect(sales.find((s) => s.id === saleId)?.card_id).toBe(wrong.id);
    expect((await check((await get(`/api/events/${event.id}/rounds`)).json()[0].id, wrong.id)).voided).toBeNull();
  });
});
