import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { buy, purchaseRow } from '../../../test/purchase-factories';
import { purchases } from '../../db/schema';

/**
 * Nobody has to ask: every server process sweeps the expired pending purchases once a minute, so a
 * checkout left open gives its cards' place and its coupon use back within a minute of expiring.
 * The app is built under fake intervals, so the minute passes at once.
 */
let ctx: TestContext;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  ctx = await createTestApp();
  await createEvent(ctx, { status: 'em_andamento' });
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
});

/** The sweep's query runs after the timer fires: wait (in real time) for what it wrote. */
async function statusSoon(id: number, wanted: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { status } = await purchaseRow(ctx, id);
    if (status === wanted) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await purchaseRow(ctx, id)).status;
}

describe('the expiry sweep of a running server', () => {
  it('cancels an expired pending purchase within a minute, and not before the minute', async () => {
    const link = (await buy(ctx, await createUser(ctx))).json();
    await ctx.database.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.id, link.purchase_id));

    vi.advanceTimersByTime(59_000);
    expect(await statusSoon(link.purchase_id, 'cancelado')).toBe('pendente');
    vi.advanceTimersByTime(1_000);
    expect(await statusSoon(link.purchase_id, 'cancelado')).toBe('cancelado');
  });
});
