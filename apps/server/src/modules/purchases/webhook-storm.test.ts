import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { buy, deliver, fakeProvider, orderEvent } from '../../../test/purchase-factories';
import { cards, purchases } from '../../db/schema';
import type { Order } from '../../payments/types';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createEvent(ctx, { status: 'em_andamento' });
});
afterAll(() => ctx.close());

const PURCHASES = 120;
const UNIQUE = 800;
const DUPLICATES = 200;
const AT_ONCE = 50;

/** Deterministic shuffling, so a failure can be replayed. */
function shuffle<T>(items: T[], seed = 42): T[] {
  let s = seed;
  const next = () => (s = (s * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

describe('webhook storm', () => {
  it(
    '1,000 deliveries over many purchases, 20% duplicates, shuffled, 50 at a time: cards issued equal cards paid',
    { timeout: 300_000 },
    async () => {
      // Three purchases each: one buyer may hold only 3 pending purchases.
      const buyers = await Promise.all(Array.from({ length: 40 }, () => createUser(ctx)));
      const links = [];
      for (let i = 0; i < PURCHASES; i++) links.push((await buy(ctx, buyers[i % buyers.length]!, { quantidade: 1 + (i % 3) })).json());

      // The provider's final word: 60% paid, 25% failed, the rest still pending.
      const orders: Order[] = [];
      for (const [i, link] of links.entries()) {
        const fate = i % 20 < 12 ? 'paid' : i % 20 < 17 ? 'failed' : null;
        orders.push(fate ? (await fakeProvider(ctx).settle(link.id, fate))! : await fakeProvider(ctx).getOrder(link.id));
      }
      const types = ['order.paid', 'order.updated', 'charge.paid', 'order.payment_failed'];
      const unique = Array.from({ length: UNIQUE }, (_, i) => {
        const order = orders[i % orders.length]!;
        const type = types[i % types.length]!;
        return orderEvent(type.startsWith('charge.') ? { id: `ch_${i}`, status: order.status, order: { id: order.id } } : order, type);
      });
      const deliveries = shuffle([...unique, ...unique.slice(0, DUPLICATES)]);
      expect(deliveries).toHaveLength(1000);

      const outcomes: Record<string, number> = {};
      for (let i = 0; i < deliveries.length; i += AT_ONCE) {
        const batch = await Promise.all(deliveries.slice(i, i + AT_ONCE).map((e) => deliver(ctx, e)));
        for (const res of batch) {
          expect(res.statusCode).toBe(200);
          const outcome = res.json().outcome as string;
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        }
      }
      expect(outcomes.duplicate).toBe(DUPLICATES);

      const ids = links.map((l) => l.purchase_id as number);
      const paidByProvider = links.reduce((sum, _l, i) => sum + (i % 20 < 12 ? 1 + (i % 3) : 0), 0);
      const [approved] = await ctx.database.db
        .select({ n: sql<number>`coalesce(sum(${purchases.quantidade}), 0)::int` })
        .from(purchases)
        .where(and(inArray(purchases.id, ids), eq(purchases.status, 'aprovado')));
      const [issued] = await ctx.database.db.select({ n: count() }).from(cards).where(inArray(cards.purchaseId, ids));
      expect(issued!.n).toBe(paidByProvider);
      expect(approved!.n).toBe(paidByProvider);
      const statuses = await ctx.database.db
        .select({ status: purchases.status, n: count() })
        .from(purchases)
        .where(inArray(purchases.id, ids))
        .groupBy(purchases.status);
      expect(Object.fromEntries(statuses.map((s) => [s.status, s.n]))).toEqual({ aprovado: 72, falhou: 30, pendente: 18 });
    },
  );
});
