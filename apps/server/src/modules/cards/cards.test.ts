import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /cards (my cards)', () => {
  it('lists only the caller’s own cards, optionally of one event', async () => {
    const { user, other } = await createRoles(ctx);
    const [a, b] = [await createEvent(ctx, { name: 'Evento A' }), await createEvent(ctx, { name: 'Evento B' })];
    const mineA = await sellCards(ctx, a.id, user, 2);
    const mineB = await sellCards(ctx, b.id, user, 1);
    await sellCards(ctx, a.id, other, 3);

    const all = await ctx.app.inject({ url: '/api/cards', headers: user.auth });
    expect(
      all
        .json()
        .map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([...mineA, ...mineB].map((c) => c.id).sort());
    expect(all.json()[0]).toMatchObject({ event_name: 'Evento A', status: 'digital' });
    expect(all.json()[0].numbers).toHaveLength(25);

    const onlyA = await ctx.app.inject({ url: `/api/cards?event_id=${a.id}`, headers: user.auth });
    expect(onlyA.json()).toHaveLength(2);
    const others = await ctx.app.inject({ url: `/api/cards?event_id=${a.id}`, headers: other.auth });
    expect(others.json()).toHaveLength(3);
    expect((await ctx.app.inject({ url: '/api/cards' })).statusCode).toBe(401);
  });
});
