import { verifyRecord, type RoundRecord } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { buyAndApprove, deliver, fakeProvider, orderEvent } from '../../../test/purchase-factories';
import { cards } from '../../db/schema';
import { nodeSha256 } from './node-sha';
import { adminCalls } from '../../../test/calls';

// decisions.md §14, §15: a stage won stays won when its winner's card leaves play afterwards (a
// refunded purchase); the record's recount follows the cards in play ball by ball, so it agrees.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const { post, drawBall: draw } = adminCalls(() => ({ ctx, roles }));
const record = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;

describe('a stage winner refunded mid-round', () => {
  it('keeps the stage won, opens no second win of it, and the record still verifies', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
    const { purchaseId, orderId } = await buyAndApprove(ctx, roles.user, { quantidade: 1 });
    const [card] = await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, purchaseId));
    const stages = [
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'Smart TV' },
    ];
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV', stages })).json() as { id: number };
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    // Its first row, stored column by column: numbers 0, 5, 10, 15 and 20.
    for (const i of [0, 5, 10, 15, 20]) await draw(round.id, card!.numbers[i]!);
    expect((await record(round.id)).entries.at(-1)).toMatchObject({ kind: 'stage_won', data: { stage: 'quina', card_ids: [card!.id] } });

    const refunded = await fakeProvider(ctx).store.update(orderId, (o) => ({
      ...o,
      status: 'canceled',
      updated_at: new Date(Date.parse(o.updated_at) + 1000).toISOString(),
    }));
    expect((await deliver(ctx, orderEvent(refunded!, 'order.canceled'))).json().outcome).toBe('processed');
    expect((await record(round.id)).entries.at(-1)).toMatchObject({ kind: 'cards_removed', data: { card_ids: [card!.id] } });
    const others = Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !card!.numbers.includes(n));
    for (const n of others.slice(0, 3)) await draw(round.id, n);

    const rec = await record(round.id);
    expect(rec.entries.filter((e) => e.kind === 'stage_won').map((e) => e.data.stage)).toEqual(['quina']);
    const sets = (await ctx.app.inject({ url: `/api/rounds/${round.id}/record/cards` })).json().sets;
    expect(await verifyRecord(nodeSha256, round.id, rec.entries, sets)).toMatchObject({ ok: true, first: null });
    await finishRunningEvents(ctx);
  });
});
