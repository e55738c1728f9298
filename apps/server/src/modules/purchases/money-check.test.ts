import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { buy, buyAndApprove, deliver, fakeProvider, orderEvent, purchaseRow } from '../../../test/purchase-factories';
import { cards } from '../../db/schema';
import type { Order } from '../../payments/types';

/**
 * The money check (amount and currency must match the total) guards one thing: cards
 * being issued. It holds a payment that would approve a purchase; it never holds a failure, a
 * cancellation, or news about a purchase already approved.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());

const cardsOf = async (id: number) => (await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, id))).length;
/** The provider's order as read later: these changes, a second after its last state. */
const providerSays = (orderId: string, change: Partial<Order>) =>
  fakeProvider(ctx).store.update(orderId, (o) => ({
    ...o,
    ...change,
    updated_at: new Date(Date.parse(o.updated_at) + 1000).toISOString(),
  }));

describe('what the money check holds', () => {
  it('a paid order that reports no amount at all: held, and the reason says the amount was not reported', async () => {
    const link = (await buy(ctx, await createUser(ctx), { quantidade: 1 })).json();
    const unnamed = await providerSays(link.id, { status: 'paid', amount: undefined as unknown as number });
    expect((await deliver(ctx, orderEvent(unnamed!))).json().outcome).toBe('review');
    expect(await purchaseRow(ctx, link.purchase_id)).toMatchObject({
      status: 'pendente',
      reviewReason: 'O serviço de pagamento não informou o valor pago.',
    });
    expect(await cardsOf(link.purchase_id)).toBe(0);
  });

  it('not a failure or a cancellation, whatever money it reports: the purchase fails and gives its place back', async () => {
    for (const [status, to] of [
      ['failed', 'falhou'],
      ['canceled', 'cancelado'],
    ] as const) {
      const link = (await buy(ctx, await createUser(ctx), { quantidade: 1 })).json();
      const order = await providerSays(link.id, { status, amount: 0, currency: undefined });
      expect((await deliver(ctx, orderEvent(order!))).json().outcome, status).toBe('processed');
      expect(await purchaseRow(ctx, link.purchase_id)).toMatchObject({ status: to, reviewReason: null });
    }
  });

  it('not news about a purchase already approved: it keeps its cards and is not held', async () => {
    const { purchaseId, orderId } = await buyAndApprove(ctx, await createUser(ctx), { quantidade: 1 });
    const later = await providerSays(orderId, { status: 'paid', amount: 1200 });
    expect((await deliver(ctx, orderEvent(later!, 'order.updated'))).json().outcome).toBe('unchanged');
    expect(await purchaseRow(ctx, purchaseId)).toMatchObject({ status: 'aprovado', reviewReason: null });
    expect(await cardsOf(purchaseId)).toBe(1);
  });
});
