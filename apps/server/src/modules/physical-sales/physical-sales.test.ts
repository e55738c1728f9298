import { sellerMessages } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, createRound, sellCards } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';
import type { Db } from '../../db/client';
import { cards, events, physicalSales } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const batchCards = async (eventId: number, amount: number) => (await createBatch(ctx, roles.admin, eventId, amount)).cards;
const sell = (card_id: number, user_id: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/physical-sales', headers: admin(), payload: { card_id, user_id } });

describe('physical sales', () => {
  it('sells a card once, even when two sellers register it at the same moment', async () => {
    const event = await createEvent(ctx);
    const [card] = await batchCards(event.id, 1);
    const sellerA = await createUser(ctx, { name: 'Vendedor A' });
    const sellerB = await createUser(ctx, { name: 'Vendedor B' });
    const results = await Promise.all([sell(card!.id, sellerA.id), sell(card!.id, sellerB.id), sell(card!.id, sellerA.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe('Esta cartela já foi vendida.');
    const list = await ctx.app.inject({ url: '/api/physical-sales', headers: admin() });
    expect(list.json().filter((s: { card_id: number }) => s.card_id === card!.id)).toHaveLength(1);
  });

  it('a sold physical card joins the round ranking at once and can win', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const [card, unsold] = await batchCards(event.id, 2);
    const ranking = () => ctx.app.inject({ url: `/api/rounds/${round.id}/ranking`, headers: admin() }).then((r) => r.json());

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${card!.id}`,
      headers: admin(),
      payload: { full_name: 'Dona Cida', contact: '(11) 3333-4444', address: 'Rua das Flores, 10' },
    });
    // Read once the buyer's data is saved: only the sale itself then tells the ranking a card entered play.
    expect((await ranking()).total).toBe(0);
    expect((await sell(card!.id, roles.user.id)).statusCode).toBe(201);
    const after = await ranking();
    expect(after.total).toBe(1);
    expect(after.data[0]).toMatchObject({ card_id: card!.id, full_name: 'Dona Cida', barcode: card!.barcode, contact: '(11) 3333-4444' });

    for (const n of card!.numbers)
      await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/draw`, headers: admin(), payload: { number: n } });
    const winners = await ctx.app.inject({ url: `/api/rounds/${round.id}/winners`, headers: admin() });
    expect(winners.json().map((w: { card_id: number }) => w.card_id)).toEqual([card!.id]);
    // An unsold card does not play, but the venue can still check it by barcode.
    const check = await ctx.app.inject({ url: `/api/rounds/${round.id}/check?card=${unsold!.barcode}`, headers: admin() });
    expect(check.json()).toMatchObject({ card_id: unsold!.id, in_play: false });
  });

  it('the venue check finds only cards of the round’s event (decisions.md §4)', async () => {
    const event = await createEvent(ctx);
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const other = await createEvent(ctx);
    const [own] = await batchCards(event.id, 1);
    const [foreign] = await batchCards(other.id, 1);
    await sell(foreign!.id, roles.user.id);
    const check = (ref: string) => ctx.app.inject({ url: `/api/rounds/${round.id}/check?card=${ref}`, headers: admin() });
    expect((await check(own!.barcode!)).json()).toMatchObject({ card_id: own!.id, in_play: false });
    for (const ref of [foreign!.barcode!, String(foreign!.id)]) {
      const res = await check(ref);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Cartela não encontrada.');
    }
  });

  it('renames a buyer in the ranking after the card was already in play', async () => {
    const event = await createEvent(ctx);
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const [card] = await batchCards(event.id, 1);
    await sell(card!.id, roles.user.id);
    await ctx.app.inject({ url: `/api/rounds/${round.id}/ranking`, headers: admin() });
    await ctx.app.inject({ method: 'PUT', url: `/api/cards/${card!.id}`, headers: admin(), payload: { full_name: 'Nome Corrigido' } });
    const ranking = await ctx.app.inject({ url: `/api/rounds/${round.id}/ranking`, headers: admin() });
    expect(ranking.json().data[0].full_name).toBe('Nome Corrigido');
  });

  it('changes the seller; lists a seller’s own sales for them, not for others', async () => {
    const event = await createEvent(ctx);
    const [card] = await batchCards(event.id, 1);
    const sale = (await sell(card!.id, roles.user.id)).json();
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/physical-sales/${sale.id}`,
      headers: admin(),
      payload: { user_id: roles.other.id },
    });
    expect(moved.json()).toMatchObject({ user_id: roles.other.id });
    const own = await ctx.app.inject({ url: `/api/physical-sales/user/${roles.other.id}`, headers: roles.other.auth });
    expect(own.json().map((s: { id: number }) => s.id)).toContain(sale.id);
    expect((await ctx.app.inject({ url: `/api/physical-sales/user/${roles.other.id}`, headers: roles.user.auth })).statusCode).toBe(403);
    const noSeller = await ctx.app.inject({ method: 'PUT', url: `/api/physical-sales/${sale.id}`, headers: admin(), payload: {} });
    expect(noSeller.statusCode).toBe(400);
    expect(noSeller.json().error).toContain('Selecione um vendedor.');
  });

  it('refuses to sell a digital card or an unknown card', async () => {
    const event = await createEvent(ctx);
    const [digital] = await sellCards(ctx, event.id, roles.other, 1);
    const refused = await sell(digital!.id, roles.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Só cartelas físicas são vendidas por vendedores.');
    expect(await ctx.database.db.select().from(physicalSales).where(eq(physicalSales.cardId, digital!.id))).toEqual([]);
    expect((await ctx.database.db.select().from(cards).where(eq(cards.id, digital!.id)))[0]).toMatchObject({
      status: 'digital',
      userId: roles.other.id,
    });
    const unknown = await sell(999999, roles.user.id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Cartela não encontrada.');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/physical-sales', headers: admin(), payload: { user_id: roles.user.id } });
    expect(bad.json().error).toContain('Cartela inválida.');
  });

  it('refuses a sale in the name of a deactivated or unknown seller, and moving a sale to one', async () => {
    const event = await createEvent(ctx);
    const [card, other] = await batchCards(event.id, 2);
    const gone = await createUser(ctx, { name: 'Ex-vendedor', active: false });
    for (const userId of [gone.id, 999999]) {
      const refused = await sell(card!.id, userId);
      expect(refused.statusCode, String(userId)).toBe(400);
      expect(refused.json().error).toBe('Selecione um vendedor.');
    }
    expect(await ctx.database.db.select().from(physicalSales).where(eq(physicalSales.cardId, card!.id))).toEqual([]);

    const sale = (await sell(other!.id, roles.user.id)).json();
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/physical-sales/${sale.id}`,
      headers: admin(),
      payload: { user_id: gone.id },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('Selecione um vendedor.');
    expect((await ctx.database.db.select().from(physicalSales).where(eq(physicalSales.id, sale.id)))[0]!.userId).toBe(roles.user.id);
  });

  it('writes a sale undone during a round in the round’s public record, with its card', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/start`, headers: admin() })).statusCode).toBe(200);
    const [card] = await batchCards(event.id, 1);
    const sale = (await sell(card!.id, roles.user.id)).json();
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${sale.id}`, headers: admin() })).statusCode).toBe(200);

    const record = (await ctx.app.inject({ url: `/api/rounds/${round.id}/record` })).json() as {
      entries: { kind: string; data: { card_ids?: number[] } }[];
    };
    expect(record.entries.map((e) => e.kind)).toEqual(['round_started', 'card_set', 'cards_added', 'cards_removed']);
    expect(record.entries.at(-1)!.data).toMatchObject({ count: 1, card_ids: [card!.id] });
  });
});

/**
 * Runs `hold` in a transaction, starts `request` while it is open, then `beforeCommit` in the same
 * transaction a moment later, and commits; the request's answer. On PostgreSQL the request runs on
 * another connection and meets the transaction's row locks; on PGlite (one connection) it simply
 * runs after the commit.
 */
async function meanwhile<T>(hold: (tx: Db) => Promise<unknown>, request: () => Promise<T>, beforeCommit?: (tx: Db) => Promise<unknown>) {
  let answer: Promise<T> | undefined;
  await inTransaction(ctx.database.db, async ({ tx }) => {
    await hold(tx);
    answer = request();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await beforeCommit?.(tx);
  });
  return answer!;
}

describe('a physical sale racing another change', () => {
  it('a seller’s sale that meets the end of the event waits for it and is refused', async () => {
    const event = await createEvent(ctx);
    const [card] = (await createBatch(ctx, roles.admin, event.id, 1, roles.user)).cards;
    const sale = await meanwhile(
      (tx) => tx.update(events).set({ status: 'finalizado' }).where(eq(events.id, event.id)),
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/physical-sales',
          headers: roles.user.auth,
          payload: { card_id: card!.id, user_id: roles.user.id },
        }),
    );
    expect(sale.statusCode).toBe(409);
    expect(sale.json().error).toBe(sellerMessages.eventFinished);
    expect(await ctx.database.db.select().from(physicalSales).where(eq(physicalSales.cardId, card!.id))).toEqual([]);
  });

  it('an edit of a sale undone meanwhile answers that the sale is not found', async () => {
    const event = await createEvent(ctx);
    const [card] = await batchCards(event.id, 1);
    const sale = (await sell(card!.id, roles.user.id)).json();
    // The edit reads the sale, then waits on its row while an undo deletes it.
    const edit = await meanwhile(
      (tx) => tx.select().from(physicalSales).where(eq(physicalSales.id, sale.id)).for('update'),
      () => ctx.app.inject({ method: 'PUT', url: `/api/physical-sales/${sale.id}`, headers: admin(), payload: { amount: 20 } }),
      (tx) => tx.delete(physicalSales).where(eq(physicalSales.id, sale.id)),
    );
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error).toBe('Venda não encontrada.');
  });
});
