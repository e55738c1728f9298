import { cardKey } from '@bingo/core';
import type { TestContext } from './app';
import type { TestUser } from './factories';
import { events, purchases, rounds } from '../src/db/schema';
import { bumpLive, publishLive } from '../src/live/live-signal';
import { createCards } from '../src/modules/cards/card-generator';
import { CardsRepository } from '../src/modules/cards/cards.repository';

export async function createEvent(ctx: TestContext, values: Partial<typeof events.$inferInsert> = {}) {
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

/**
 * Sells `count` digital cards to a buyer through an approved purchase, as the payment webhook
 * will; optionally with given number sets. Announces the cards like any writer.
 */
export async function sellCards(ctx: TestContext, eventId: number, buyer: TestUser, count: number, fixed: number[][] = []) {
  const [purchase] = await ctx.database.db
    .insert(purchases)
    .values({ userId: buyer.id, eventId, quantidade: count, unitPrice: 10, gross: count * 10, total: count * 10, status: 'aprovado' })
    .returning();
  const owner = { status: 'digital' as const, userId: buyer.id, purchaseId: purchase!.id, fullName: 'Comprador Teste', contact: '11999990000' };
  const fixedCards = await new CardsRepository(ctx.database.db).insertMany(
    fixed.map((numbers) => ({ ...owner, eventId, numbers, key: cardKey(numbers) })),
  );
  const generated = await createCards(ctx.database.db, eventId, count - fixed.length, () => owner);
  await publishLive(ctx.database, await bumpLive(ctx.database.db, eventId, { cards: true }));
  return [...fixedCards.map((c, i) => ({ id: c.id, numbers: fixed[i]! })), ...generated];
}

/** A valid card: the first five numbers of each column. */
export const FIXED_CARD = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
