import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { buyAndApprove } from '../../../test/purchase-factories';

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

  it('gives the owner each card’s name, contact and address (spec §3)', async () => {
    const { admin, user } = await createRoles(ctx);
    const event = await createEvent(ctx, { name: 'Evento Contato', status: 'em_andamento', cardPrice: 10 });
    await buyAndApprove(ctx, user, { quantidade: 2, phone: '(11) 98765-4321' });
    const mine = async () => (await ctx.app.inject({ url: `/api/cards?event_id=${event.id}`, headers: user.auth })).json();
    const [first, second] = await mine();
    // A card bought online takes the checkout's name and phone; nobody typed an address.
    expect(first).toMatchObject({ full_name: 'Maria Compradora', contact: '(11) 98765-4321', address: null });

    // An organiser completes the second card's data: the owner sees it.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${second.id}`,
      headers: admin.auth,
      payload: { full_name: 'Maria Compradora', contact: 'maria@teste.com', address: 'Rua das Flores, 12, Centro' },
    });
    expect(put.statusCode).toBe(200);
    expect((await mine())[1]).toMatchObject({ contact: 'maria@teste.com', address: 'Rua das Flores, 12, Centro' });
  });
});
