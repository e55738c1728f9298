import { cardKey } from '@bingo/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { TestContext } from './app';
import type { TestUser } from './factories';
import { cards, events, purchases, rounds } from '../src/db/schema';
import { bumpLive, publishLive } from '../src/live';
import { createCards } from '../src/modules/cards';

/**
 * An event; one created em_andamento opens a new night, so any other running event is finished
 * first (the database allows one running event, decisions.md §13).
 */
export async function createEvent(ctx: TestContext, values: Partial<typeof events.$inferInsert> = {}) {
  if (values.status === 'em_andamento') await finishRunningEvents(ctx);
  const [row] = await ctx.database.db
    .insert(events)
    .values({ name: 'Bingo de Teste', startDate: new Date(), roundsCount: 2, status: 'scheduled', cardPrice: 10, ...values })
    .returning();
  return row!;
}

export async function createRound(ctx: TestContext, eventId: number, values: Partial<typeof rounds.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(rounds)
    .values({ eventId, number: 1, prize: 'Cesta básica', ...values })
    .returning();
  return row!;
}

/** Ends the night in progress, if any: its running round and the event are finished. */
export async function finishRunningEvents(ctx: TestContext) {
  const running = ctx.database.db.select({ id: events.id }).from(events).where(eq(events.status, 'em_andamento'));
  await ctx.database.db
    .update(rounds)
    .set({ status: 'finished', finishedAt: new Date() })
    .where(and(eq(rounds.status, 'in_progress'), inArray(rounds.eventId, running)));
  await ctx.database.db.update(events).set({ status: 'finalizado' }).where(eq(events.status, 'em_andamento'));
}

/**
 * Sells `count` digital cards to a buyer through an approved purchase, as the payment webhook
 * will; optionally with given number sets. Announces the cards like any writer.
 */
export async function sellCards(ctx: TestContext, eventId: number, buyer: TestUser, count: number, fixed: number[][] = []) {
  const [purchase] = await ctx.database.db
    .insert(purchases)
    .values({ userId: buyer.id, eventId, quantidade: count, unitPrice: 10, gross: count * 10, total: count * 10, status: 'aprovado' })
    .returning();
  const owner = {
    status: 'digital' as const,
    userId: buyer.id,
    purchaseId: purchase!.id,
    fullName: 'Comprador Teste',
    contact: '11999990000',
  };
  // One at a time, so the ids come back in the order of `fixed`.
  const fixedCards: { id: number }[] = [];
  for (const numbers of fixed) {
    const [card] = await ctx.database.db
      .insert(cards)
      .values({ ...owner, eventId, numbers, numbersKey: cardKey(numbers) })
      .returning({ id: cards.id });
    fixedCards.push(card!);
  }
  const generated = await createCards(ctx.database.db, eventId, count - fixed.length, () => owner);
  await publishLive(ctx.database, await bumpLive(ctx.database.db, eventId, { cards: true }));
  return [...fixedCards.map((c, i) => ({ id: c.id, numbers: fixed[i]! })), ...generated];
}

/** A valid card: the first five numbers of each column. */
export const FIXED_CARD = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];

/**
 * A batch of `amount` physical cards of the event made through the API by `admin`, with its cards;
 * `responsible` (the admin unless given) is its responsible user, the default seller of its cards.
 */
export async function createBatch(ctx: TestContext, admin: TestUser, eventId: number, amount: number, responsible: { id: number } = admin) {
  const created = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/card-batches',
      headers: admin.auth,
      payload: { name: `L${Math.random()}`, user_id: responsible.id, amount, event_id: eventId },
    })
  ).json();
  return { id: created.id as number, cards: await ctx.database.db.select().from(cards).where(eq(cards.batchId, created.id)) };
}

/** The organiser's event form as API calls: each payload is `base` with the fields a test changes. */
export function eventForm(ctx: TestContext, admin: TestUser, base: object) {
  return {
    post: (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/events', headers: admin.auth, payload: { ...base, ...payload } }),
    patch: (id: number, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: admin.auth, payload: { ...base, ...payload } }),
  };
}
