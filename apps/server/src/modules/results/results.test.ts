import { cardKey } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { FIXED_CARD, createBatch, createEvent, createRound, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { eq } from 'drizzle-orm';
import { cardClaims, cards } from '../../db/schema';
import { bumpLive, publishLive } from '../../live';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, who: 'admin' | 'user' = 'admin') => ctx.app.inject({ url, headers: roles[who].auth });
const draw = (roundId: number, number: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/rounds/${roundId}/draw`, headers: roles.admin.auth, payload: { number } });
const ids = (res: { json(): { card_id: number }[] }) => res.json().map((s) => s.card_id);

describe('results of a round', () => {
  it('follows balls and removals: winners, almost winners, top 10 and the ranking', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const [fixed] = await sellCards(ctx, event.id, roles.user, 30, [FIXED_CARD]);
    expect((await get(`/api/rounds/${round.id}/winners`)).json()).toEqual([]);

    for (const n of FIXED_CARD.slice(0, 24)) await draw(round.id, n);
    const almost = await get(`/api/rounds/${round.id}/almost-winners`);
    expect(ids(almost)).toContain(fixed!.id);
    const mine = almost.json().find((s: { card_id: number }) => s.card_id === fixed!.id);
    expect(mine).toMatchObject({ acertos: 24, faltam: 1, faltando: [65], numbers: FIXED_CARD });

    const last = (await draw(round.id, 65)).json();
    expect(ids(await get(`/api/rounds/${round.id}/winners`))).toEqual([fixed!.id]);
    const top = await get(`/api/rounds/${round.id}/top10`);
    expect(top.json()).toHaveLength(10);
    expect(top.json()[0]).toMatchObject({ card_id: fixed!.id, acertos: 25 });

    const ranking = await get(`/api/rounds/${round.id}/ranking?page=1`);
    expect(ranking.json().total).toBe(30);
    expect(ranking.json().data).toHaveLength(30);
    const hits = ranking.json().data.map((s: { acertos: number }) => s.acertos);
    expect(hits).toEqual([...hits].sort((a: number, b: number) => b - a));
    expect((await get(`/api/rounds/${round.id}/ranking?search=${fixed!.id}`)).json().data[0].card_id).toBe(fixed!.id);

    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/rounds/${round.id}/drawn-numbers/${last.id}`,
      headers: roles.admin.auth,
      payload: { reason: 'Bola cantada por engano' },
    });
    expect((await get(`/api/rounds/${round.id}/winners`)).json()).toEqual([]);
    expect(ids(await get(`/api/rounds/${round.id}/almost-winners`))).toContain(fixed!.id);
  });

  it('counts cards sold after the engine was built', async () => {
    const event = await createEvent(ctx);
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    await sellCards(ctx, event.id, roles.user, 3);
    expect((await get(`/api/rounds/${round.id}/ranking`)).json().total).toBe(3);
    await sellCards(ctx, event.id, roles.other, 2);
    expect((await get(`/api/rounds/${round.id}/ranking`)).json().total).toBe(5);
  });

  it('keeps address and contact for admins; buyers see the lists without them; ranking is admin-only', async () => {
    const event = await createEvent(ctx);
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    await sellCards(ctx, event.id, roles.user, 2);
    const asAdmin = (await get(`/api/rounds/${round.id}/top10`)).json();
    const asBuyer = (await get(`/api/rounds/${round.id}/top10`, 'user')).json();
    expect(asAdmin[0]).toHaveProperty('contact', '11999990000');
    expect(asBuyer[0]).not.toHaveProperty('contact');
    expect(asBuyer[0]).not.toHaveProperty('address');
    expect((await get(`/api/rounds/${round.id}/ranking`, 'user')).statusCode).toBe(403);
  });

  it("shows other buyers only the first name and initial of a card's buyer, the whole name on their own cards (bought or paper); admins see all", async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const [theirs] = await sellCards(ctx, event.id, roles.other, 1, [FIXED_CARD]);
    const [mine] = await sellCards(ctx, event.id, roles.user, 1, [FIXED_CARD.map((n) => n + 5)]);
    await ctx.database.db.update(cards).set({ fullName: 'Maria da Silva Santos' }).where(eq(cards.id, theirs!.id));
    // A paper card the user added to their account, sold to someone named on paper.
    const batch = await createBatch(ctx, roles.admin, event.id, 1);
    const paper = batch.cards[0]!;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/physical-sales',
      headers: roles.admin.auth,
      payload: { card_id: paper.id, user_id: roles.admin.id },
    });
    await ctx.database.db.update(cards).set({ fullName: 'José Pereira Lima' }).where(eq(cards.id, paper.id));
    await ctx.database.db.insert(cardClaims).values({ cardId: paper.id, userId: roles.user.id });
    await publishLive(ctx.database, await bumpLive(ctx.database.db, event.id, { cards: true }));
    for (const n of FIXED_CARD.slice(0, 24)) await draw(round.id, n);

    const names = async (list: string, who: 'admin' | 'user') =>
      Object.fromEntries(
        ((await get(`/api/rounds/${round.id}/${list}`, who)).json() as { card_id: number; full_name: string }[]).map((s) => [
          s.card_id,
          s.full_name,
        ]),
      );
    expect(await names('top10', 'user')).toEqual({
      [theirs!.id]: 'Maria S.',
      [mine!.id]: 'Comprador Teste',
      [paper.id]: 'José Pereira Lima',
    });
    expect(await names('almost-winners', 'user')).toEqual({ [theirs!.id]: 'Maria S.' });
    await draw(round.id, 65);
    expect(await names('winners', 'user')).toEqual({ [theirs!.id]: 'Maria S.' });
    expect(await names('winners', 'admin')).toEqual({ [theirs!.id]: 'Maria da Silva Santos' });
    expect((await names('top10', 'admin'))[paper.id]).toBe('José Pereira Lima');
  });

  it('checks a card by id against the round, for the venue', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const [card] = await sellCards(ctx, event.id, roles.user, 1);
    await draw(round.id, card!.numbers[0]!);
    const res = await get(`/api/rounds/${round.id}/check?card=${card!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      card_id: card!.id,
      acertos: 1,
      faltam: 24,
      in_play: true,
      status: 'digital',
      drawn: [card!.numbers[0]],
    });
    const missing = await get(`/api/rounds/${round.id}/check?card=99999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Cartela não encontrada.');
    expect((await get(`/api/rounds/${round.id}/check?card=abc`)).statusCode).toBe(404);
    expect(
      (await get(`/api/rounds/${round.id}/check?card=${encodeURIComponent(` ${card!.id} `)}`)).json().card_id,
      'typed with spaces',
    ).toBe(card!.id);
    for (const typo of [`${card!.id}a`, `a${card!.id}`, `${card!.id}.0`]) {
      const res = await get(`/api/rounds/${round.id}/check?card=${typo}`);
      expect(res.statusCode, `${typo}: a typo is not the card without it`).toBe(404);
      expect(res.json().error).toBe('Cartela não encontrada.');
    }
  });

  it('checks a card of the largest number, and takes ten or more digits only as a barcode', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const numbers = [...FIXED_CARD];
    await ctx.database.db
      .insert(cards)
      .values({ id: 999_999_999, eventId: event.id, numbers, numbersKey: cardKey(numbers), status: 'física', barcode: '7890000000017' });
    expect((await get(`/api/rounds/${round.id}/check?card=999999999`)).json()).toMatchObject({ card_id: 999_999_999, in_play: false });
    expect((await get(`/api/rounds/${round.id}/check?card=7890000000017`)).json().card_id).toBe(999_999_999);
    const tooLong = await get(`/api/rounds/${round.id}/check?card=0999999999`);
    expect(tooLong.statusCode, 'not a number of 9 digits with a zero before it').toBe(404);
  });
});
