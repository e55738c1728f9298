import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { physicalSales } from '../../db/schema';

/**
 * A seller on their phone (decisions.md §13): their own batch's cards, their own sales, their own
 * balance. The app and its three people, shared by the seller tests (seller-sales, seller-undo);
 * the bindings below are live, so a test file reads them once its beforeAll has run.
 */
export let ctx: TestContext;
export let admin: TestUser;
export let seller: TestUser;
export let otherSeller: TestUser;

/** Starts a fresh app with an administrator and two sellers for the calling test file. */
export function setUpSellers(): void {
  beforeAll(async () => {
    ctx = await createTestApp();
    [admin, seller, otherSeller] = await Promise.all([
      createUser(ctx, { admin: true }),
      createUser(ctx, { name: 'Vendedora Ana' }),
      createUser(ctx, { name: 'Vendedor Beto' }),
    ]);
  });
  afterAll(() => ctx.close());
}

export const sell = (as: TestUser, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/physical-sales', headers: as.auth, payload });
export const undo = (as: TestUser, saleId: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${saleId}`, headers: as.auth });
export const lookup = (as: TestUser, code: string) =>
  ctx.app.inject({ url: `/api/physical-sales/mine/card?code=${encodeURIComponent(code)}`, headers: as.auth });
export const overview = (as: TestUser, eventId?: number) =>
  ctx.app.inject({ url: `/api/physical-sales/mine${eventId ? `?event_id=${eventId}` : ''}`, headers: as.auth });
/** The sale happened `minutes` ago: the undo window is judged against the stored time, no waiting. */
export const ageSale = (saleId: number, minutes: number) =>
  ctx.database.db
    .update(physicalSales)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(physicalSales.id, saleId));
