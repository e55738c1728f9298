import { saleMessages, sellerMessages, type SaleCorrection, type SellerSettlementItem } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent } from '../../../test/bingo-factories';
import { createRoles, createUser, type TestUser } from '../../../test/factories';
import { events, physicalSaleCorrections, physicalSales } from '../../db/schema';

// decisions.md §14: once an event is finished its sales, amounts and sellers are frozen; a
// correction afterwards needs a reason and is kept with who and when.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const sell = (card_id: number, user_id: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/physical-sales', headers: admin(), payload: { card_id, user_id } });
const update = (id: number, payload: object, as: TestUser = roles.admin) =>
  ctx.app.inject({ method: 'PUT', url: `/api/physical-sales/${id}`, headers: as.auth, payload });
const finish = (eventId: number) => ctx.database.db.update(events).set({ status: 'finalizado' }).where(eq(events.id, eventId));
const saleRow = async (id: number) => (await ctx.database.db.select().from(physicalSales).where(eq(physicalSales.id, id)))[0]!;
const settlementLine = async (eventId: number, sellerId: number): Promise<SellerSettlementItem> => {
  const res = await ctx.app.inject({ url: `/api/reports/sellers?event_id=${eventId}`, headers: admin() });
  return (res.json() as { vendedores: SellerSettlementItem[] }).vendedores.find((v) => v.vendedor_id === sellerId)!;
};
const mySales = async (seller: TestUser, eventId: number) =>
  (await ctx.app.inject({ url: `/api/physical-sales/mine?event_id=${eventId}`, headers: seller.auth })).json() as {
    correcoes: SaleCorrection[];
    saldo: { valor_vendido: number };
  };

/** A finished event whose cards (10,00 each) `seller` sold: the sales' ids. */
async function finishedNight(seller: TestUser, count: number) {
  const event = await createEvent(ctx, { cardPrice: 10 });
  const { cards } = await createBatch(ctx, roles.admin, event.id, count + 1, seller);
  const saleIds: number[] = [];
  for (const card of cards.slice(0, count)) saleIds.push((await sell(card.id, seller.id)).json().id);
  await finish(event.id);
  return { event, saleIds, unsold: cards[count]! };
}

describe('a finished event’s money is frozen', () => {
  it('takes no new sale, not even from an administrator, and undoes none', async () => {
    const seller = await createUser(ctx, { name: 'Nena' });
    const { event, saleIds, unsold } = await finishedNight(seller, 1);
    const late = await sell(unsold.id, seller.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(sellerMessages.eventFinished);
    const undo = await ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${saleIds[0]}`, headers: admin() });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().error).toBe('Vendas de um evento finalizado não podem ser desfeitas.');
    const sales = await ctx.app.inject({ url: `/api/physical-sales/user/${seller.id}`, headers: admin() });
    expect(sales.json().map((s: { id: number; event_status: string }) => [s.id, s.event_status])).toEqual([[saleIds[0], 'finalizado']]);
    expect((await settlementLine(event.id, seller.id)).valor_vendido).toBe(10);
  });

  it('refuses another amount or seller, or a handing-in taken back, without a reason; marking it handed in stays free', async () => {
    const seller = await createUser(ctx, { name: 'Tião' });
    const other = await createUser(ctx, { name: 'Quitéria' });
    const { event, saleIds } = await finishedNight(seller, 1);
    const id = saleIds[0]!;
    for (const change of [{ amount: 8 }, { user_id: other.id }, { amount: 8, reason: '   ' }]) {
      const res = await update(id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(change.reason ? 400 : 409);
      expect(res.json().error).toBe(saleMessages.reasonRequired);
    }
    // A sale never handed in, saved again as not handed in, changes nothing: no reason asked.
    expect((await update(id, { amount: 10, acertado: false })).statusCode).toBe(200);
    // The money of a night is counted after it: handing it in needs no reason and is no correction.
    const handedIn = await update(id, { acertado: true });
    expect(handedIn.statusCode).toBe(200);
    expect(handedIn.json().settled_at).not.toBeNull();
    // The same values again change nothing, so they need no reason either.
    expect((await update(id, { amount: 10, user_id: seller.id })).statusCode).toBe(200);
    const takenBack = await update(id, { acertado: false });
    expect(takenBack.statusCode).toBe(409);
    expect(takenBack.json().error).toBe(saleMessages.reasonRequired);

    expect(await saleRow(id)).toMatchObject({ amount: 10, userId: seller.id });
    expect((await saleRow(id)).settledAt).not.toBeNull();
    expect(await ctx.database.db.select().from(physicalSaleCorrections).where(eq(physicalSaleCorrections.saleId, id))).toEqual([]);
    expect((await settlementLine(event.id, seller.id)).correcoes).toEqual([]);
  });

  it('keeps each correction with who, when, why and the sale before and after, in the seller’s settlement', async () => {
    const seller = await createUser(ctx, { name: 'Dalva' });
    const other = await createUser(ctx, { name: 'Benê' });
    const treasurer = await createUser(ctx, { admin: true, name: 'Tesoureira Rosa' });
    const { event, saleIds } = await finishedNight(seller, 2);
    const [first, second] = saleIds as [number, number];
    await update(first, { acertado: true });

    const cheaper = await update(first, { amount: 8, reason: 'Desconto de R$ 2,00 dado na porta' }, treasurer);
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json()).toMatchObject({ amount: 8, user_id: seller.id });
    expect(cheaper.json().settled_at).not.toBeNull();
    const moved = await update(second, { user_id: other.id, reason: 'Vendida pela Benê, anotada errado' });
    expect(moved.json()).toMatchObject({ amount: 10, user_id: other.id, user_name: 'Benê' });
    const unsettled = await update(first, { acertado: false, reason: 'O dinheiro não estava no envelope' });
    expect(unsettled.json().settled_at).toBeNull();

    const line = await settlementLine(event.id, seller.id);
    expect(line).toMatchObject({ vendidas: 1, valor_vendido: 8, valor_acertado: 0, saldo_a_acertar: 8 });
    // Newest first; none overwritten.
    expect(line.correcoes.map((c) => c.reason)).toEqual([
      'O dinheiro não estava no envelope',
      'Vendida pela Benê, anotada errado',
      'Desconto de R$ 2,00 dado na porta',
    ]);
    const [back, move, discount] = line.correcoes as [SaleCorrection, SaleCorrection, SaleCorrection];
    expect(discount).toMatchObject({
      sale_id: first,
      event_id: event.id,
      corrected_by: 'Tesoureira Rosa',
      before: { user_id: seller.id, user_name: 'Dalva', amount: 10 },
      after: { user_id: seller.id, user_name: 'Dalva', amount: 8 },
    });
    expect(discount.before.settled_at).not.toBeNull();
    expect(discount.after.settled_at).toBe(discount.before.settled_at);
    expect(Date.now() - Date.parse(discount.corrected_at)).toBeLessThan(60_000);
    expect(move).toMatchObject({ sale_id: second, before: { user_name: 'Dalva', amount: 10 }, after: { user_name: 'Benê', amount: 10 } });
    expect(back).toMatchObject({ sale_id: first, before: { amount: 8 }, after: { amount: 8, settled_at: null } });
    expect(back.before.settled_at).not.toBeNull();

    // The seller who got the sale sees that correction in their line, not the others.
    expect((await settlementLine(event.id, other.id)).correcoes.map((c) => c.id)).toEqual([move.id]);
    // Minhas Vendas shows each seller their own.
    expect((await mySales(seller, event.id)).correcoes.map((c) => c.id)).toEqual([back.id, move.id, discount.id]);
    expect((await mySales(other, event.id)).correcoes.map((c) => c.id)).toEqual([move.id]);
  });

  it('keeps a true "before" when two corrections of one sale arrive at once', async () => {
    const seller = await createUser(ctx, { name: 'Jurema' });
    const { event, saleIds } = await finishedNight(seller, 1);
    const id = saleIds[0]!;
    const answers = await Promise.all([update(id, { amount: 8, reason: 'Primeira' }), update(id, { amount: 9, reason: 'Segunda' })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const kept = (await settlementLine(event.id, seller.id)).correcoes;
    expect(kept).toHaveLength(2);
    // One went first from 10,00; the other started from what the first left.
    const [last, first] = kept as [SaleCorrection, SaleCorrection];
    expect(first.before.amount).toBe(10);
    expect(last.before.amount).toBe(first.after.amount);
    expect((await saleRow(id)).amount).toBe(last.after.amount);
  });

  it('records nothing for a change made before the event finished', async () => {
    const seller = await createUser(ctx, { name: 'Zuleide' });
    const event = await createEvent(ctx, { cardPrice: 10 });
    const [card] = (await createBatch(ctx, roles.admin, event.id, 1, seller)).cards;
    const id = (await sell(card!.id, seller.id)).json().id as number;
    expect((await update(id, { amount: 7 })).statusCode).toBe(200);
    await finish(event.id);
    expect((await settlementLine(event.id, seller.id)).correcoes).toEqual([]);
    expect((await mySales(seller, event.id)).correcoes).toEqual([]);
  });
});
