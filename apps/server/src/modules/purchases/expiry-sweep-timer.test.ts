import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { buy, expirePurchase, purchaseRow } from '../../../test/purchase-factories';
import { PurchasesRepository } from './purchases.repository';

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
afterEach(() => {
  vi.restoreAllMocks();
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
/** The sweep's query runs after the timer fires: wait (in real time) for what it wrote. */
async function statusSoon(id: number, wanted: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { status } = await purchaseRow(ctx, id);
    if (status === wanted) return status;
    await pause();
  }
  return (await purchaseRow(ctx, id)).status;
}
/** The sweep runs once the minute passes: wait (in real time) until it has run and written its log, if any. */
async function sweepOnce() {
  const swept = vi.spyOn(PurchasesRepository.prototype, 'cancelExpired');
  vi.advanceTimersByTime(60_000);
  for (let i = 0; i < 50 && swept.mock.results.length === 0; i++) await pause();
  await swept.mock.results[0]?.value.catch(() => {});
  await pause();
  swept.mockRestore();
}
/** The sweep's own log lines, as (level, first argument, message). */
function sweepLog() {
  const info = vi.spyOn(ctx.app.log, 'info');
  const error = vi.spyOn(ctx.app.log, 'error');
  return () => [
    ...info.mock.calls.filter((c) => /expirada/.test(String(c[0]))).map((c) => ['info', ...c]),
    ...error.mock.calls.filter((c) => /expiradas/.test(String(c[1]))).map((c) => ['error', ...c]),
  ];
}

describe('the expiry sweep of a running server', () => {
  it('cancels an expired pending purchase within a minute, and not before the minute', async () => {
    const link = (await buy(ctx, await createUser(ctx))).json();
    await expirePurchase(ctx, link.purchase_id);

    vi.advanceTimersByTime(59_000);
    expect(await statusSoon(link.purchase_id, 'cancelado')).toBe('pendente');
    vi.advanceTimersByTime(1_000);
    expect(await statusSoon(link.purchase_id, 'cancelado')).toBe('cancelado');
  });

  it('tells the operators how many it cancelled, and says nothing when none had expired', async () => {
    const link = (await buy(ctx, await createUser(ctx))).json();
    await expirePurchase(ctx, link.purchase_id);
    const logged = sweepLog();
    await sweepOnce();
    expect(logged()).toEqual([['info', '1 compra(s) pendente(s) expirada(s) cancelada(s)']]);
    await sweepOnce();
    expect(logged()).toHaveLength(1);
  });

  it('logs an error when a sweep fails, and sweeps again the next minute', async () => {
    const link = (await buy(ctx, await createUser(ctx))).json();
    await expirePurchase(ctx, link.purchase_id);
    const logged = sweepLog();
    const down = new Error('banco fora do ar');
    vi.spyOn(PurchasesRepository.prototype, 'cancelExpired').mockRejectedValueOnce(down);
    await sweepOnce();
    expect(logged()).toEqual([['error', { err: down }, 'falha ao cancelar compras expiradas']]);
    expect((await purchaseRow(ctx, link.purchase_id)).status).toBe('pendente');
    await sweepOnce();
    expect((await purchaseRow(ctx, link.purchase_id)).status).toBe('cancelado');
  });

  it('stops sweeping when the app closes', async () => {
    const other = await createTestApp();
    await other.close();
    const swept = vi.spyOn(PurchasesRepository.prototype, 'cancelExpired');
    // Only this file's own app sweeps now: once a minute, once.
    vi.advanceTimersByTime(60_000);
    expect(swept).toHaveBeenCalledTimes(1);
    await swept.mock.results[0]?.value;
  });
});
