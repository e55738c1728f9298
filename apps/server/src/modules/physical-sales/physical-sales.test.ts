import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, createRound, sellCards } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';
import { cards, physicalSales } from '../../db/schema';

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
    expect((await ranking()).total).toBe(0);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${card!.id}`,
      headers: admin(),
      payload: { full_name: 'Dona Cida', contact: '(11) 3333-4444', address: 'Rua das Flores, 10' },
    });
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

  it('the venue check finds only cards of the round’s event (issue 24.6)', async () => {
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
    expect((await sell(999999, roles.user.id)).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/physical-sales', headers: admin(), payload: { user_id: roles.user.id } });
    expect(bad.json().error).toContain('Cartela inválida.');
  });
});
