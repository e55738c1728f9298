import type { RoundRecord } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { buy, buyAndApprove, chooseOnFakeCheckout, deliver, fakeProvider, orderEvent, purchaseRow } from '../../../test/purchase-factories';
import { cards, events } from '../../db/schema';
import { adminCalls } from '../../../test/calls';

/**
 * A refund takes an approved purchase's cards out of play during a running round: the round's
 * public record (docs/decisions/015) names them, and the live screens are told. A purchase that never had
 * cards in play failing or being cancelled changes nothing the screens show, so they are not told.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let eventId: number;
let roundId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  eventId = (await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 })).id;
  const { post } = adminCalls(() => ({ ctx, roles }));
  roundId = (await post(`/api/events/${eventId}/rounds`, { prize: 'Cesta básica' })).json().id;
  expect((await post(`/api/rounds/${roundId}/start`)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const record = async () => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;
const versions = async () => {
  const [row] = await ctx.database.db.select().from(events).where(eq(events.id, eventId));
  return { live: row!.liveVersion, cards: row!.cardsVersion };
};

describe('cards leaving play', () => {
  it('a refund during a running round: the public record names the cards that left, the live screens are told', async () => {
    const { purchaseId, orderId } = await buyAndApprove(ctx, roles.user, { quantidade: 2 });
    const ids = (await ctx.database.db.select({ id: cards.id }).from(cards).where(eq(cards.purchaseId, purchaseId))).map((c) => c.id);
    expect((await record()).entries.at(-1)).toMatchObject({ kind: 'cards_added', data: { count: 2 } });
    const before = await versions();

    const refunded = await fakeProvider(ctx).store.update(orderId, (o) => ({
      ...o,
      status: 'canceled',
      updated_at: new Date(Date.parse(o.updated_at) + 1000).toISOString(),
    }));
    expect((await deliver(ctx, orderEvent(refunded!, 'order.canceled'))).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, purchaseId)).status).toBe('estornado');
    expect((await record()).entries.at(-1)).toMatchObject({
      kind: 'cards_removed',
      data: { count: 2, card_ids: ids.sort((a, b) => a - b) },
    });
    const after = await versions();
    expect([after.live - before.live, after.cards - before.cards]).toEqual([1, 1]);
  });

  it('a pending purchase failing or expiring at the provider: nothing in the record, the live screens not told', async () => {
    const entries = (await record()).entries.length;
    const before = await versions();
    const refused = (await buy(ctx, roles.other)).json();
    await chooseOnFakeCheckout(ctx, refused.url, 'recusar');
    expect((await purchaseRow(ctx, refused.purchase_id)).status).toBe('falhou');
    const dropped = (await buy(ctx, roles.other)).json();
    const canceled = await fakeProvider(ctx).store.update(dropped.id, (o) => ({
      ...o,
      status: 'canceled',
      updated_at: new Date(Date.parse(o.updated_at) + 1000).toISOString(),
    }));
    expect((await deliver(ctx, orderEvent(canceled!, 'order.canceled'))).json().outcome).toBe('processed');
    expect((await purchaseRow(ctx, dropped.purchase_id)).status).toBe('cancelado');

    expect((await record()).entries).toHaveLength(entries);
    expect(await versions()).toEqual(before);
  });
});
