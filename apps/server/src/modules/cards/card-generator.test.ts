import { cardProblem } from '@bingo/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { cards } from '../../db/schema';
import { createCards } from './card-generator';
import { CardsRepository } from './cards.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('card generation into the database', () => {
  it('stores 20,000 valid, distinct cards in one go, past the bind-parameter limit', async () => {
    const event = await createEvent(ctx);
    const created = await createCards(ctx.database.db, event.id, 20_000, (i) => ({ status: 'digital', fullName: `Comprador ${i}` }));
    expect(created).toHaveLength(20_000);
    expect(new Set(created.map((c) => c.id)).size).toBe(20_000);
    const rows = await ctx.database.db
      .select({ numbers: cards.numbers, key: cards.numbersKey, name: cards.fullName, id: cards.id })
      .from(cards)
      .where(eq(cards.eventId, event.id));
    expect(rows).toHaveLength(20_000);
    expect(rows.every((r) => cardProblem(r.numbers) === null)).toBe(true);
    expect(new Set(rows.map((r) => r.key)).size).toBe(20_000);
    const first = rows.find((r) => r.id === created[0]!.id)!;
    expect(first.name).toBe('Comprador 0');
    expect(first.numbers).toEqual(created[0]!.numbers);
  });

  it('refuses a repeated number set within an event (database key), allows it in another event', async () => {
    const [a, b] = [await createEvent(ctx), await createEvent(ctx)];
    const numbers = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
    const repo = new CardsRepository(ctx.database.db);
    const row = (eventId: number) => ({ eventId, numbers, key: '1f', status: 'digital' as const });
    expect(await repo.insertMany([row(a.id)])).toHaveLength(1);
    expect(await repo.insertMany([row(a.id)])).toHaveLength(0);
    expect(await repo.insertMany([row(b.id)])).toHaveLength(1);
    const [n] = await ctx.database.db.select({ n: count() }).from(cards).where(eq(cards.eventId, a.id));
    expect(n!.n).toBe(1);
  });
});
