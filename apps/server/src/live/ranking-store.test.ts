import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createEvent, createRound, FIXED_CARD, sellCards } from '../../test/bingo-factories';
import { createRoles } from '../../test/factories';
import { cards, drawnNumbers, purchases } from '../db/schema';
import { LiveRepository } from './live-repository';
import { RankingStore } from './ranking-store';

/**
 * The ranking engine kept in memory per event: on a big night every phone asks for the standings
 * after each ball, so answers come from the engine, and the database is read again only for what a
 * change signal says moved — a round's balls after a ball, the cards that entered play or were
 * edited after a sale. What it answers must still be what the database holds.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const SECOND_CARD = [6, 7, 8, 9, 10, 21, 22, 23, 24, 25, 36, 37, 38, 39, 40, 51, 52, 53, 54, 55, 66, 67, 68, 69, 70];
const draw = (roundId: number, ...numbers: number[]) =>
  ctx.database.db.insert(drawnNumbers).values(numbers.map((number) => ({ roundId, number })));
const hitsOf = (results: Awaited<ReturnType<RankingStore['results']>>, cardId: number) =>
  Array.from(results.order(), (p) => results.standing(p)).find((s) => s.card_id === cardId)?.acertos;

/** An event with two rounds and two cards sold apart, and a fresh store (a new server process). */
async function night() {
  const event = await createEvent(ctx, { status: 'em_andamento' });
  const first = await createRound(ctx, event.id, { number: 1, status: 'finished' });
  const second = await createRound(ctx, event.id, { number: 2, status: 'in_progress' });
  // Two purchases: one can be cancelled alone.
  const [a] = await sellCards(ctx, event.id, roles.user, 1, [FIXED_CARD]);
  const [b] = await sellCards(ctx, event.id, roles.user, 1, [SECOND_CARD]);
  return { event, first, second, a: a!, b: b!, store: new RankingStore(ctx.database) };
}

/** Every card read the store asks of the database, by what it asked for. */
function spyCardReads() {
  const cardsInPlay = vi.spyOn(LiveRepository.prototype, 'cardsInPlay');
  const idsInPlay = vi.spyOn(LiveRepository.prototype, 'idsInPlay');
  const balls = vi.spyOn(LiveRepository.prototype, 'balls');
  return {
    reads: () => ({
      cards: cardsInPlay.mock.calls.map(([, only]) => only ?? 'all'),
      ids: idsInPlay.mock.calls.length,
      balls: balls.mock.calls.length,
    }),
    clear: () => [cardsInPlay, idsInPlay, balls].forEach((s) => s.mockClear()),
  };
}

describe('the ranking engine of an event', () => {
  it('keeps every round it has answered in step: a ball of one round is seen when another round is asked first', async () => {
    const { event, first, second, a, store } = await night();
    await draw(first.id, 1, 2);
    expect(hitsOf(await store.results(event.id, first.id), a.id)).toBe(2);
    expect(hitsOf(await store.results(event.id, second.id), a.id)).toBe(0);

    await draw(first.id, 3);
    store.onSignal({ event: event.id, version: 2 });
    await store.results(event.id, second.id);
    expect(hitsOf(await store.results(event.id, first.id), a.id), 'the first round, asked after the second').toBe(3);
  });

  it('takes back a ball the organiser removed', async () => {
    const { event, second, a, store } = await night();
    await draw(second.id, 1, 2, 3);
    expect(hitsOf(await store.results(event.id, second.id), a.id)).toBe(3);
    await ctx.database.db.delete(drawnNumbers).where(sql`${drawnNumbers.roundId} = ${second.id} and ${drawnNumbers.number} = 2`);
    store.onSignal({ event: event.id, version: 2 });
    expect(hitsOf(await store.results(event.id, second.id), a.id)).toBe(2);
  });

  it('drops a card whose purchase was cancelled, and shows buyer data edited after it was read', async () => {
    const { event, second, a, b, store } = await night();
    await draw(second.id, 1, 6);
    expect((await store.results(event.id, second.id)).order()).toHaveLength(2);

    const [cancelled] = await ctx.database.db.select({ purchaseId: cards.purchaseId }).from(cards).where(eq(cards.id, b.id));
    await ctx.database.db.update(purchases).set({ status: 'cancelado' }).where(eq(purchases.id, cancelled!.purchaseId!));
    store.onSignal({ event: event.id, version: 2, cards: true });
    const after = await store.results(event.id, second.id);
    expect(Array.from(after.order(), (p) => after.standing(p).card_id)).toEqual([a.id]);

    await ctx.database.db
      .update(cards)
      .set({ fullName: 'Maria Aparecida', updatedAt: sql`now()` })
      .where(eq(cards.id, a.id));
    store.onSignal({ event: event.id, version: 3, cards: true });
    const spy = spyCardReads();
    const edited = await store.results(event.id, second.id);
    expect(edited.standing(edited.order()[0]!)).toMatchObject({ card_id: a.id, full_name: 'Maria Aparecida', acertos: 1 });
    expect(spy.reads().cards, 'no card is new: only the edited ones are read').toEqual([{ updatedSince: expect.any(Date) }]);
  });

  it('adds the cards of a new sale without reading every card again', async () => {
    const { event, second, store } = await night();
    await draw(second.id, 1);
    await store.results(event.id, second.id);
    const spy = spyCardReads();

    const [sold] = await sellCards(ctx, event.id, roles.user, 1);
    store.onSignal({ event: event.id, version: 2, cards: true });
    const results = await store.results(event.id, second.id);
    expect(Array.from(results.order(), (p) => results.standing(p).card_id)).toContain(sold!.id);
    const { cards: cardReads, ids } = spy.reads();
    expect(ids).toBe(1);
    expect(cardReads, 'the new card by id, then the cards edited since the last read').toEqual([
      { ids: [sold!.id] },
      { updatedSince: expect.any(Date) },
    ]);
    spy.clear();
    await store.results(event.id, second.id);
    expect(spy.reads(), 'the signal was used up').toEqual({ cards: [], ids: 0, balls: 0 });
  });

  it('adds the cards an approval names in its signal by id, without diffing every card in play (docs/decisions/043)', async () => {
    const { event, second, store } = await night();
    await draw(second.id, 1);
    await store.results(event.id, second.id);
    const spy = spyCardReads();

    const sold = await sellCards(ctx, event.id, roles.user, 2);
    const ids = sold.map((c) => c.id);
    store.onSignal({ event: event.id, version: 2, cards: true, joined: [ids[0]!] });
    store.onSignal({ event: event.id, version: 3, cards: true, joined: [ids[1]!] });
    const results = await store.results(event.id, second.id);
    expect(Array.from(results.order(), (p) => results.standing(p).card_id)).toEqual(expect.arrayContaining(ids));
    expect(spy.reads()).toEqual({ cards: [{ ids }], ids: 0, balls: 1 });

    // A change that names no cards (a cancellation) still re-reads the index.
    spy.clear();
    store.onSignal({ event: event.id, version: 4, cards: true });
    store.onSignal({ event: event.id, version: 5, cards: true, joined: [ids[0]!] });
    await store.results(event.id, second.id);
    expect(spy.reads().ids).toBe(1);
  });

  it('reads the cards an approval named again when the database failed while reading them', async () => {
    const { event, second, store } = await night();
    await store.results(event.id, second.id);
    const [sold] = await sellCards(ctx, event.id, roles.user, 1);
    store.onSignal({ event: event.id, version: 2, cards: true, joined: [sold!.id] });
    vi.spyOn(LiveRepository.prototype, 'cardsInPlay').mockRejectedValueOnce(new Error('connection reset'));
    await expect(store.results(event.id, second.id)).rejects.toThrow('connection reset');
    const results = await store.results(event.id, second.id);
    expect(Array.from(results.order(), (p) => results.standing(p).card_id)).toContain(sold!.id);
  });

  it('after a ball reads only the balls again, never the cards, and reads nothing when nothing changed', async () => {
    const { event, first, second, store } = await night();
    const spy = spyCardReads();
    await store.results(event.id, first.id);
    spy.clear();
    await store.results(event.id, second.id);
    expect(spy.reads(), 'a round asked for the first time: its balls only').toEqual({ cards: [], ids: 0, balls: 1 });
    spy.clear();

    expect(await store.results(event.id, second.id)).toBeDefined();
    expect(spy.reads(), 'no change, no read').toEqual({ cards: [], ids: 0, balls: 0 });

    await draw(second.id, 1);
    store.onSignal({ event: event.id, version: 2 });
    await store.results(event.id, second.id);
    expect(spy.reads(), 'each known round once').toEqual({ cards: [], ids: 0, balls: 2 });
    spy.clear();
    await store.results(event.id, first.id);
    expect(spy.reads(), 'the signal was used up').toEqual({ cards: [], ids: 0, balls: 0 });
  });

  it('builds the engine once when many phones ask at the same moment', async () => {
    const { event, second, store } = await night();
    const spy = spyCardReads();
    await Promise.all(Array.from({ length: 5 }, () => store.results(event.id, second.id)));
    expect(spy.reads().cards).toEqual(['all']);
  });

  it('tries again on the next request after the database failed while building', async () => {
    const { event, second, a, store } = await night();
    vi.spyOn(LiveRepository.prototype, 'cardsInPlay').mockRejectedValueOnce(new Error('connection reset'));
    await expect(store.results(event.id, second.id)).rejects.toThrow('connection reset');
    await draw(second.id, 1);
    expect(hitsOf(await store.results(event.id, second.id), a.id)).toBe(1);
  });
});
