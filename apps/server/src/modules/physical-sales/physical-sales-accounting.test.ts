import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';
import { events } from '../../db/schema';

// docs/decisions/013: a sale can be undone, stores what the seller owes, and whether it was handed in.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const batch = (eventId: number, amount: number) => createBatch(ctx, roles.admin, eventId, amount);
const sell = (card_id: number, user_id: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/physical-sales', headers: admin(), payload: { card_id, user_id } });
const update = (id: number, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/physical-sales/${id}`, headers: admin(), payload });
const undo = (id: number) => ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${id}`, headers: admin() });
const settle = (user_id: number, event_id: number, valor?: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/physical-sales/settle', headers: admin(), payload: { user_id, event_id, valor } });
const live = async (eventId: number) => (await ctx.app.inject({ url: `/api/events/${eventId}/live`, headers: admin() })).json();
const salesOf = (userId: number) => ctx.app.inject({ url: `/api/physical-sales/user/${userId}`, headers: admin() }).then((r) => r.json());

describe('physical sales you can correct and account for', () => {
  it('stores the price at the time of sale; an admin edits the amount and marks it handed in', async () => {
    const event = await createEvent(ctx, { cardPrice: 12.5 });
    const {
      cards: [a, b],
    } = await batch(event.id, 2);
    const seller = await createUser(ctx, { name: 'Dona Lurdes' });
    const first = (await sell(a!.id, seller.id)).json();
    expect(first).toMatchObject({ amount: 12.5, settled_at: null, event_id: event.id });

    await ctx.database.db.update(events).set({ cardPrice: 15 }).where(eq(events.id, event.id));
    const second = (await sell(b!.id, seller.id)).json();
    expect(second.amount).toBe(15);
    expect((await salesOf(seller.id)).find((s: { id: number }) => s.id === first.id).amount).toBe(12.5);

    const edited = await update(first.id, { amount: 10 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ amount: 10, user_id: seller.id, settled_at: null });

    const handedIn = (await update(first.id, { acertado: true })).json();
    expect(handedIn.settled_at).not.toBeNull();
    const again = (await update(first.id, { acertado: true })).json();
    expect(again.settled_at).toBe(handedIn.settled_at);
    // Correcting the amount of a sale already handed in leaves it handed in.
    expect((await update(first.id, { amount: 11 })).json()).toMatchObject({ amount: 11, settled_at: handedIn.settled_at });
    expect((await update(first.id, { acertado: false })).json().settled_at).toBeNull();

    const nothing = await update(first.id, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toContain('Selecione um vendedor.');
    expect((await update(first.id, { amount: -1 })).statusCode).toBe(400);
  });

  it('"acertar tudo" marks only that seller\'s open sales of that event', async () => {
    const june = await createEvent(ctx);
    const july = await createEvent(ctx);
    const juneCards = (await batch(june.id, 3)).cards;
    const julyCards = (await batch(july.id, 1)).cards;
    const lurdes = await createUser(ctx, { name: 'Lurdes' });
    const tonho = await createUser(ctx, { name: 'Tonho' });
    const settledBefore = (await sell(juneCards[0]!.id, lurdes.id)).json();
    await update(settledBefore.id, { acertado: true });
    const before = (await salesOf(lurdes.id)).find((s: { id: number }) => s.id === settledBefore.id).settled_at;
    await sell(juneCards[1]!.id, lurdes.id);
    await sell(juneCards[2]!.id, tonho.id);
    await sell(julyCards[0]!.id, lurdes.id);

    const res = await settle(lurdes.id, june.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '1 venda acertada', acertadas: 1 });
    const lurdesSales = await salesOf(lurdes.id);
    expect(
      lurdesSales
        .filter((s: { event_id: number; settled_at: string | null }) => s.event_id === june.id)
        .every((s: { settled_at: string | null }) => s.settled_at),
    ).toBe(true);
    expect(lurdesSales.find((s: { id: number }) => s.id === settledBefore.id).settled_at).toBe(before);
    expect(lurdesSales.find((s: { event_id: number }) => s.event_id === july.id).settled_at).toBeNull();
    expect((await salesOf(tonho.id))[0].settled_at).toBeNull();
  });

  it('settles only the balance the treasurer confirmed: a sale registered meanwhile is not marked as handed in', async () => {
    const event = await createEvent(ctx, { cardPrice: 10 });
    const [first, second] = (await batch(event.id, 2)).cards;
    const zeca = await createUser(ctx, { name: 'Zeca' });
    await sell(first!.id, zeca.id);
    // The treasurer read R$ 10,00 on the screen; a second sale arrives before the confirmation.
    await sell(second!.id, zeca.id);

    const stale = await settle(zeca.id, event.id, 10);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('O saldo a acertar mudou para R$ 20,00. Confira as vendas e confirme de novo.');
    expect((await salesOf(zeca.id)).every((s: { settled_at: string | null }) => s.settled_at === null)).toBe(true);

    expect((await settle(zeca.id, event.id, 20)).json()).toEqual({ message: '2 vendas acertadas', acertadas: 2 });
  });

  it('settles nothing when the amount confirmed is more than the open balance', async () => {
    const event = await createEvent(ctx, { cardPrice: 10 });
    const [card] = (await batch(event.id, 1)).cards;
    const dito = await createUser(ctx, { name: 'Dito' });
    await sell(card!.id, dito.id);
    // The treasurer typed or read more than is owed: counting R$ 15,00 against R$ 10,00 is no settlement.
    for (const confirmed of [15, 10.01]) {
      const over = await settle(dito.id, event.id, confirmed);
      expect(over.statusCode).toBe(409);
      expect(over.json().error).toBe('O saldo a acertar mudou para R$ 10,00. Confira as vendas e confirme de novo.');
    }
    expect((await salesOf(dito.id)).map((s: { settled_at: string | null }) => s.settled_at)).toEqual([null]);
    expect((await settle(dito.id, event.id, 10)).json()).toEqual({ message: '1 venda acertada', acertadas: 1 });
  });

  it('undoes a sale: the card is available again, leaves play at once, and its batch can be deleted', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const {
      id: batchId,
      cards: [card],
    } = await batch(event.id, 1);
    const ranking = () => ctx.app.inject({ url: `/api/rounds/${round.id}/ranking`, headers: admin() }).then((r) => r.json());
    const sale = (await sell(card!.id, roles.admin.id)).json();
    expect((await ranking()).data.map((s: { card_id: number }) => s.card_id)).toContain(card!.id);

    const res = await undo(sale.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Venda desfeita');
    expect((await ranking()).data.map((s: { card_id: number }) => s.card_id)).not.toContain(card!.id);
    expect((await undo(sale.id)).statusCode).toBe(404);
    expect((await sell(card!.id, roles.admin.id)).statusCode).toBe(201);
    const resold = (await salesOf(roles.admin.id)).find((s: { card_id: number }) => s.card_id === card!.id);
    expect((await undo(resold.id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/card-batches/${batchId}`, headers: admin() })).statusCode).toBe(200);
  });

  it('keeps the sale of a card that took part in a draw, and of a finished event', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const {
      cards: [played, late],
    } = await batch(event.id, 2);
    const playedSale = (await sell(played!.id, roles.admin.id)).json();
    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/draw`, headers: admin(), payload: { number: 9 } });
    const refused = await undo(playedSale.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Esta cartela já participou de um sorteio: a venda não pode ser desfeita.');

    const lateSale = (await sell(late!.id, roles.admin.id)).json();
    await ctx.app.inject({ method: 'PATCH', url: `/api/events/${event.id}/status`, headers: admin(), payload: { status: 'finalizado' } });
    const closed = await undo(lateSale.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('Vendas de um evento finalizado não podem ser desfeitas.');
    expect((await salesOf(roles.admin.id)).map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([playedSale.id, lateSale.id]));
  });

  it('a corrected amount moves the goal’s thermometer on the live screens at once; an edit of no money announces nothing', async () => {
    const event = await createEvent(ctx, { cardPrice: 10, fundraisingGoal: 1000, showGoal: true });
    const [card] = (await batch(event.id, 1)).cards;
    const sale = (await sell(card!.id, roles.admin.id)).json();
    const before = await live(event.id);
    expect(before.goal).toEqual({ target: 1000, raised: 10 });

    // No sum changed: the phones are not told to download the same state again.
    for (const edit of [{ acertado: true }, { amount: 10 }, { user_id: roles.user.id }]) {
      expect((await update(sale.id, edit)).statusCode).toBe(200);
      expect((await live(event.id)).version, JSON.stringify(edit)).toBe(before.version);
    }
    await update(sale.id, { amount: 25 });
    const after = await live(event.id);
    expect(after.goal).toEqual({ target: 1000, raised: 25 });
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('a corrected amount announces nothing when the event’s screens show no goal', async () => {
    const event = await createEvent(ctx, { fundraisingGoal: 1000 });
    const [card] = (await batch(event.id, 1)).cards;
    const sale = (await sell(card!.id, roles.admin.id)).json();
    const before = await live(event.id);
    expect((await update(sale.id, { amount: 25 })).json().amount).toBe(25);
    expect(await live(event.id)).toMatchObject({ version: before.version, goal: null });
  });
});
