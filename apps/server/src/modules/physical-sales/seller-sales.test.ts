import { sellerMessages } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBatch, createEvent, createRound } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { cards, events, physicalSales } from '../../db/schema';
import { admin, ctx, lookup, otherSeller, overview, sell, seller, setUpSellers } from './seller-sales.fixture';

// Selling, looking up and the Minhas Vendas overview; undoing a sale is in seller-undo.test.ts.
setUpSellers();

describe('a seller sells the cards of their own batch (decisions.md §13)', () => {
  it('sells a card of their batch with the buyer’s name and phone; it plays at once and shows in Minhas Vendas', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento', cardPrice: 12.5 });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const batch = await createBatch(ctx, admin, event.id, 3, seller);
    const [card, second] = batch.cards;

    const sold = await sell(seller, { card_id: card!.id, user_id: seller.id, full_name: 'Dona Cida', contact: '(11) 98888-7777' });
    expect(sold.statusCode).toBe(201);
    expect(sold.json()).toMatchObject({ card_id: card!.id, user_id: seller.id, amount: 12.5, settled_at: null });
    const [stored] = await ctx.database.db.select().from(cards).where(eq(cards.id, card!.id));
    expect(stored).toMatchObject({ fullName: 'Dona Cida', contact: '(11) 98888-7777' });

    const ranking = await ctx.app.inject({ url: `/api/rounds/${round.id}/ranking`, headers: admin.auth });
    expect(ranking.json().data.map((r: { card_id: number }) => r.card_id)).toEqual([card!.id]);

    expect((await sell(seller, { card_id: second!.id, user_id: seller.id })).statusCode).toBe(201);
    const again = await sell(seller, { card_id: card!.id, user_id: seller.id });
    expect(again.statusCode).toBe(409);

    const mine = (await overview(seller)).json();
    expect(mine.evento).toMatchObject({ id: event.id, card_price: 12.5 });
    expect(mine.eventos.map((e: { id: number }) => e.id)).toContain(event.id);
    expect(mine.lotes).toHaveLength(1);
    const shown = mine.lotes[0].cards;
    expect(shown.map((c: { id: number }) => c.id)).toEqual(batch.cards.map((c) => c.id));
    expect(shown[0]).toMatchObject({ full_name: 'Dona Cida', sale: { user_id: seller.id, user_name: 'Vendedora Ana' } });
    expect(shown[2].sale).toBeNull();
    expect(mine.vendas).toHaveLength(2);
    expect(mine.saldo).toEqual({
      cartelas_recebidas: 3,
      devolvidas: 0,
      em_maos: 1,
      vendidas: 2,
      valor_vendido: 25,
      valor_acertado: 0,
      saldo_a_acertar: 25,
    });

    // The balance is the treasurer's: after the settlement nothing is owed.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/physical-sales/settle',
      headers: admin.auth,
      payload: { user_id: seller.id, event_id: event.id, valor: 25 },
    });
    expect((await overview(seller, event.id)).json().saldo).toMatchObject({ valor_acertado: 25, saldo_a_acertar: 0 });
  });

  it('refuses another seller’s batch, a batch without seller, another seller as user_id and a finished event', async () => {
    const event = await createEvent(ctx);
    const [own] = (await createBatch(ctx, admin, event.id, 1, seller)).cards;
    const [foreign] = (await createBatch(ctx, admin, event.id, 1, otherSeller)).cards;
    const lote = await ctx.app.inject({
      method: 'POST',
      url: '/api/cards/lote',
      headers: admin.auth,
      payload: { lote: 'Sem vendedor', quantidade: 1, event_id: event.id },
    });
    expect(lote.statusCode).toBeLessThan(300);
    const [unowned] = await ctx.database.db.select().from(cards).where(eq(cards.eventId, event.id)).orderBy(cards.id).offset(2);

    for (const payload of [
      { card_id: foreign!.id, user_id: seller.id },
      { card_id: unowned!.id, user_id: seller.id },
      { card_id: own!.id, user_id: otherSeller.id },
    ]) {
      const res = await sell(seller, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().error).toBe(sellerMessages.notYourCard);
    }
    // The other seller cannot sell this seller's card either, not even in their own name.
    expect((await sell(otherSeller, { card_id: own!.id, user_id: otherSeller.id })).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(physicalSales).where(eq(physicalSales.cardId, own!.id))).toEqual([]);

    await ctx.database.db.update(events).set({ status: 'finalizado' }).where(eq(events.id, event.id));
    const finished = await sell(seller, { card_id: own!.id, user_id: seller.id });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().error).toBe(sellerMessages.eventFinished);
    expect(await ctx.database.db.select().from(physicalSales).where(eq(physicalSales.cardId, own!.id))).toEqual([]);
  });

  it('looks up a card of their own batches by barcode or number, and no one else’s', async () => {
    const event = await createEvent(ctx, { name: 'Noite da Consulta' });
    // A card whose number has two digits at least.
    const [own] = (await createBatch(ctx, admin, event.id, 10, seller)).cards.filter((c) => c.id >= 10);
    const [foreign] = (await createBatch(ctx, admin, event.id, 1, otherSeller)).cards;
    const barcode = own!.barcode!;

    // The barcode also as printed under the bars, in groups.
    const grouped = `${barcode.slice(0, 1)} ${barcode.slice(1, 7)} ${barcode.slice(7)}`;
    for (const code of [barcode, grouped, String(own!.id), ` ${own!.id} `]) {
      const found = await lookup(seller, code);
      expect(found.statusCode, code).toBe(200);
      expect(found.json()).toMatchObject({ id: own!.id, barcode: own!.barcode, event_name: 'Noite da Consulta', sale: null });
    }
    for (const code of [foreign!.barcode!, String(foreign!.id)]) {
      const refused = await lookup(seller, code);
      expect(refused.statusCode, code).toBe(403);
      expect(refused.json().error).toBe(sellerMessages.notYourCard);
    }
    // An unknown barcode, a number with a letter, a barcode missing a digit: no card, never another one.
    for (const code of ['2999999999999', `${own!.id}a`, barcode.slice(0, 12), 'abc']) {
      const missing = await lookup(seller, code);
      expect(missing.statusCode, code).toBe(404);
      expect(missing.json().error).toBe('Cartela não encontrada.');
    }
    expect((await lookup(admin, foreign!.barcode!)).statusCode).toBe(200);
  });

  it('tells the seller the check code printed on the card, which adds it to the buyer’s phone once sold (docs/decisions/018)', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const [card] = (await createBatch(ctx, admin, event.id, 1, seller)).cards;
    const found = (await lookup(seller, String(card!.id))).json();
    expect(found.check_code).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/);
    expect((await sell(seller, { card_id: card!.id, user_id: seller.id, full_name: 'Dona Cida' })).statusCode).toBe(201);

    const buyer = await createUser(ctx);
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: '/api/cards/claims',
      headers: buyer.auth,
      payload: { barcode: card!.barcode, check_code: found.check_code },
    });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({ id: card!.id });
  });

  it('shows a user with no batch nothing, and another event only on request', async () => {
    const nobody = await createUser(ctx);
    expect((await overview(nobody)).json()).toMatchObject({ eventos: [], evento: null, lotes: [], vendas: [] });
    expect((await overview(nobody, 1)).statusCode).toBe(404);

    const later = await createEvent(ctx, { name: 'Noite Seguinte', startDate: new Date(Date.now() + 30 * 86_400_000) });
    await createBatch(ctx, admin, later.id, 2, seller);
    const chosen = (await overview(seller, later.id)).json();
    expect(chosen.evento.name).toBe('Noite Seguinte');
    expect(chosen.lotes[0].cards).toHaveLength(2);
    expect(chosen.saldo).toMatchObject({ cartelas_recebidas: 2, vendidas: 0 });
    // Another seller's view never holds this seller's batches.
    const theirs = (await overview(otherSeller, later.id)).statusCode;
    expect(theirs).toBe(404);
  });

  it('opens on the running event when they have cards in it, else on their latest event', async () => {
    const tonight = await createEvent(ctx, { name: 'Noite de Hoje', status: 'em_andamento' });
    const nextMonth = await createEvent(ctx, { name: 'Noite do Mês Que Vem', startDate: new Date(Date.now() + 30 * 86_400_000) });
    const lastMonth = await createEvent(ctx, { name: 'Noite do Mês Passado', startDate: new Date(Date.now() - 30 * 86_400_000) });
    const [cora, davi] = await Promise.all([createUser(ctx, { name: 'Vendedora Cora' }), createUser(ctx, { name: 'Vendedor Davi' })]);
    for (const [eventId, who] of [
      [tonight.id, cora],
      [nextMonth.id, cora],
      [nextMonth.id, davi],
      [lastMonth.id, davi],
    ] as const)
      await createBatch(ctx, admin, eventId, 1, who);

    expect((await overview(cora)).json().evento).toMatchObject({ id: tonight.id });
    // Davi has no card tonight: his screen opens on his latest event.
    expect((await overview(davi)).json().evento).toMatchObject({ id: nextMonth.id });
    expect((await overview(cora, nextMonth.id)).json().evento).toMatchObject({ id: nextMonth.id });
    const notHis = await overview(davi, tonight.id);
    expect(notHis.statusCode).toBe(404);
    expect(notHis.json().error).toBe('Evento não encontrado.');
  });

  it('lets two sellers sell at once during a round: every sale lands and the round record stays one chain', async () => {
    await ctx.database.db.update(events).set({ status: 'finalizado' }).where(eq(events.status, 'em_andamento'));
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/start`, headers: admin.auth })).statusCode).toBe(200);
    const mine = await createBatch(ctx, admin, event.id, 4, seller);
    const theirs = await createBatch(ctx, admin, event.id, 4, otherSeller);
    // On PostgreSQL these run on separate connections: with a share lock on the event, two sales
    // upgrading it at once deadlocked (a 500 for one of them).
    const answers = await Promise.all([
      ...mine.cards.map((c) => sell(seller, { card_id: c.id, user_id: seller.id })),
      ...theirs.cards.map((c) => sell(otherSeller, { card_id: c.id, user_id: otherSeller.id })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const record = (await ctx.app.inject({ url: `/api/rounds/${round.id}/record` })).json() as { entries: { seq: number; kind: string }[] };
    expect(record.entries.map((e) => e.seq)).toEqual(record.entries.map((_, i) => i + 1));
    expect(record.entries.filter((e) => e.kind === 'cards_added')).toHaveLength(8);
  });
});
