import { SELLER_UNDO_MINUTES, sellerMessages } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createBatch, createEvent, createRound } from '../../../test/bingo-factories';
import type { TestUser } from '../../../test/factories';
import { drawnNumbers, events, physicalSales } from '../../db/schema';
import { admin, ageSale, ctx, lookup, otherSeller, overview, sell, seller, setUpSellers, undo } from './seller-sales.fixture';

// A seller undoing their own sale within its window (decisions.md §13); selling is in seller-sales.test.ts.
setUpSellers();

describe('a seller sells the cards of their own batch (decisions.md §13)', () => {
  it('undoes their own sale within 10 minutes; later only an admin can; never another seller’s sale', async () => {
    const event = await createEvent(ctx);
    const [a, b, c] = (await createBatch(ctx, admin, event.id, 3, seller)).cards;
    const [foreign, foreignToo] = (await createBatch(ctx, admin, event.id, 2, otherSeller)).cards;
    const saleOf = async (as: TestUser, cardId: number) => (await sell(as, { card_id: cardId, user_id: as.id })).json().id as number;

    const recent = await saleOf(seller, a!.id);
    await ageSale(recent, 9);
    expect((await undo(seller, recent)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(physicalSales).where(eq(physicalSales.cardId, a!.id))).toEqual([]);

    const old = await saleOf(seller, b!.id);
    await ageSale(old, 11);
    const late = await undo(seller, old);
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(sellerMessages.undoExpired);
    expect((await undo(admin, old)).statusCode).toBe(200);

    const theirs = await saleOf(otherSeller, foreign!.id);
    const notMine = await undo(seller, theirs);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error).toBe(sellerMessages.notYourSale);
    // Nor a sale an admin registered in this seller's name on another seller's card: it is not of their batch.
    const inMyName = (await sell(admin, { card_id: foreignToo!.id, user_id: seller.id })).json().id as number;
    const notMyBatch = await undo(seller, inMyName);
    expect(notMyBatch.statusCode).toBe(403);
    expect(notMyBatch.json().error).toBe(sellerMessages.notYourSale);

    // A sale an admin registered for another seller on this seller's card is not this seller's to undo.
    const byAdmin = (await sell(admin, { card_id: c!.id, user_id: otherSeller.id })).json().id as number;
    expect((await undo(seller, byAdmin)).statusCode).toBe(403);
    expect((await undo(seller, 999999)).statusCode).toBe(404);
  });

  it('says until when their undo can still succeed: none once a ball is drawn after the sale, and the server agrees (docs/decisions/013)', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const batch = await createBatch(ctx, admin, event.id, 3, seller);
    const [before, after] = batch.cards;
    const first = (await sell(seller, { card_id: before!.id, user_id: seller.id })).json();
    const saleOf = async (cardId: number) =>
      (await overview(seller, event.id)).json().lotes[0].cards.find((c: { id: number }) => c.id === cardId).sale;
    const fresh = await saleOf(before!.id);
    expect(Date.parse(fresh.undo_until) - Date.parse(fresh.created_at)).toBe(SELLER_UNDO_MINUTES * 60_000);
    expect((await lookup(seller, before!.barcode!)).json().sale.undo_until).toBe(fresh.undo_until);

    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/draw`, headers: admin.auth, payload: { number: 7 } });
    expect((await saleOf(before!.id)).undo_until).toBeNull();
    expect((await undo(seller, first.id)).statusCode).toBe(409);
    // A sale after that ball may still be undone.
    await sell(seller, { card_id: after!.id, user_id: seller.id });
    expect((await saleOf(after!.id)).undo_until).not.toBeNull();
  });

  it('offers no undo where the server refuses one: a sale in another seller’s name, a finished event, a ball drawn the same millisecond as the sale', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const [forOther, sameInstant, mine] = (await createBatch(ctx, admin, event.id, 3, seller)).cards;
    const saleOn = async (cardId: number) =>
      (await overview(seller, event.id)).json().lotes[0].cards.find((c: { id: number }) => c.id === cardId).sale;

    // The admin registered a sale of this seller's card for another seller: not this seller's to undo.
    const theirs = (await sell(admin, { card_id: forOther!.id, user_id: otherSeller.id })).json().id as number;
    expect((await saleOn(forOther!.id)).undo_until).toBeNull();
    expect((await undo(seller, theirs)).statusCode).toBe(403);

    // A ball drawn in the very millisecond of the sale counts as after it (the server's check is ">=").
    const sale = (await sell(seller, { card_id: sameInstant!.id, user_id: seller.id })).json().id as number;
    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/draw`, headers: admin.auth, payload: { number: 7 } });
    const [ball] = await ctx.database.db.select({ at: drawnNumbers.drawnAt }).from(drawnNumbers).where(eq(drawnNumbers.roundId, round.id));
    await ctx.database.db.update(physicalSales).set({ createdAt: ball!.at }).where(eq(physicalSales.id, sale));
    expect((await saleOn(sameInstant!.id)).undo_until).toBeNull();
    expect((await undo(seller, sale)).statusCode).toBe(409);

    // Their own fresh sale, after every ball: offered until the event is finished.
    const own = (await sell(seller, { card_id: mine!.id, user_id: seller.id })).json().id as number;
    expect((await saleOn(mine!.id)).undo_until).not.toBeNull();
    await ctx.database.db.update(events).set({ status: 'finalizado' }).where(eq(events.id, event.id));
    expect((await saleOn(mine!.id)).undo_until).toBeNull();
    expect((await undo(seller, own)).statusCode).toBe(409);
  });

  it(`undoes their sale when it is exactly ${SELLER_UNDO_MINUTES} minutes old`, async () => {
    // The clock stands still: the sale is exactly that old when the server judges it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const event = await createEvent(ctx);
      const [card] = (await createBatch(ctx, admin, event.id, 1, seller)).cards;
      const saleId = (await sell(seller, { card_id: card!.id, user_id: seller.id })).json().id as number;
      await ageSale(saleId, SELLER_UNDO_MINUTES);
      expect((await undo(seller, saleId)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`refuses the seller's undo a millisecond past ${SELLER_UNDO_MINUTES} minutes, and at 11 minutes`, async () => {
    // The clock stands still: the sale is exactly that old when the server judges it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const event = await createEvent(ctx);
      const cards = (await createBatch(ctx, admin, event.id, 2, seller)).cards;
      for (const [card, minutes] of [
        [cards[0]!, SELLER_UNDO_MINUTES + 1 / 60_000],
        [cards[1]!, 11],
      ] as const) {
        const saleId = (await sell(seller, { card_id: card.id, user_id: seller.id })).json().id as number;
        await ageSale(saleId, minutes);
        const late = await undo(seller, saleId);
        expect(late.statusCode, `${minutes} min`).toBe(403);
        expect(late.json().error).toBe(sellerMessages.undoExpired);
        expect(await ctx.database.db.select().from(physicalSales).where(eq(physicalSales.id, saleId))).toHaveLength(1);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('an undone sale leaves the card without the buyer it named, on the seller’s screen and on the admin’s list', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const [card] = (await createBatch(ctx, admin, event.id, 1, seller)).cards;
    const sold = await sell(seller, { card_id: card!.id, user_id: seller.id, full_name: 'Dona Cida', contact: '(11) 98888-7777' });
    expect((await undo(seller, sold.json().id)).statusCode).toBe(200);

    expect((await lookup(seller, String(card!.id))).json()).toMatchObject({ sale: null, full_name: null, contact: null });
    const list = await ctx.app.inject({ url: `/api/cards/all?event_id=${event.id}`, headers: admin.auth });
    const row = list.json().items.find((c: { id: number }) => c.id === card!.id);
    expect(row).toMatchObject({ full_name: null, contact: null });
  });
});
