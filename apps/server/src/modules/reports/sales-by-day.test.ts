import { TIME_ZONE, type PurchaseStatus } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { physicalSales, purchases } from '../../db/schema';

/**
 * docs/decisions/017: cards sold per São Paulo day, against sales with known days. March's night is on
 * 2026-03-10 at 20h in São Paulo: online, 2 + 3 cards on the 5th, 1 more at 23h30 of the 5th in
 * São Paulo (already the 6th in UTC), a pending 4 on the 8th (not counted) and 1 on the 8th;
 * physical, 2 on the 7th and 1 on the event's day. April's 7 cards on the 5th are not March's.
 * A night far ahead with 1 card two days ago lists the days up to today only.
 * Its own database: nothing else may write into it.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let march: number;
let april: number;
let ahead: number;

const DAY = 24 * 3600 * 1000;
const report = (query = '') => ctx.app.inject({ url: `/api/reports/sales-by-day${query}`, headers: roles.admin.auth });
/** The São Paulo day of an instant, as the server buckets it. */
const spDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  march = (await createEvent(ctx, { name: 'Noite de Março', startDate: new Date('2026-03-10T23:00:00Z') })).id;
  april = (await createEvent(ctx, { name: 'Noite de Abril', startDate: new Date('2026-04-10T23:00:00Z') })).id;
  ahead = (await createEvent(ctx, { name: 'Noite de 2099', startDate: new Date('2099-12-10T23:00:00Z') })).id;
  const purchase = (eventId: number, quantidade: number, createdAt: string | Date, status: PurchaseStatus = 'aprovado') => ({
    userId: roles.user.id,
    eventId,
    quantidade,
    unitPrice: 10,
    gross: quantidade * 10,
    total: quantidade * 10,
    status,
    createdAt: new Date(createdAt),
  });
  await ctx.database.db
    .insert(purchases)
    .values([
      purchase(march, 2, '2026-03-05T12:00:00Z'),
      purchase(march, 3, '2026-03-05T18:00:00Z'),
      purchase(march, 1, '2026-03-06T02:30:00Z'),
      purchase(march, 4, '2026-03-08T15:00:00Z', 'pendente'),
      purchase(march, 1, '2026-03-08T15:00:00Z'),
      purchase(april, 7, '2026-03-05T12:00:00Z'),
      purchase(ahead, 1, new Date(Date.now() - 2 * DAY)),
    ]);
  const batch = (await createBatch(ctx, roles.admin, march, 3)).cards;
  const soldOn = ['2026-03-07T13:00:00Z', '2026-03-07T20:00:00Z', '2026-03-10T23:30:00Z'];
  await ctx.database.db
    .insert(physicalSales)
    .values(batch.map((card, i) => ({ cardId: card.id, userId: roles.admin.id, amount: 10, createdAt: new Date(soldOn[i]!) })));
});
afterAll(() => ctx.close());

describe('GET /reports/sales-by-day', () => {
  it("lists every São Paulo day from the first sale to the event's day, quiet days as zero", async () => {
    const res = await report(`?event_id=${march}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { dia: '2026-03-05', online: 6, fisicas: 0 },
      { dia: '2026-03-06', online: 0, fisicas: 0 },
      { dia: '2026-03-07', online: 0, fisicas: 2 },
      { dia: '2026-03-08', online: 1, fisicas: 0 },
      { dia: '2026-03-09', online: 0, fisicas: 0 },
      { dia: '2026-03-10', online: 0, fisicas: 1 },
    ]);
  });

  it('stops at today for a night still ahead, and is empty for a night with no sales', async () => {
    const now = Date.now();
    expect((await report(`?event_id=${ahead}`)).json()).toEqual([
      { dia: spDay(new Date(now - 2 * DAY)), online: 1, fisicas: 0 },
      { dia: spDay(new Date(now - DAY)), online: 0, fisicas: 0 },
      { dia: spDay(new Date(now)), online: 0, fisicas: 0 },
    ]);
    const empty = (await createEvent(ctx, { name: 'Sem vendas' })).id;
    expect((await report(`?event_id=${empty}`)).json()).toEqual([]);
  });

  it('adds every event up to today without event_id, and refuses a malformed one', async () => {
    const days: { dia: string; online: number; fisicas: number }[] = (await report()).json();
    expect(days[0]).toEqual({ dia: '2026-03-05', online: 13, fisicas: 0 });
    expect(days.at(-1)!.dia).toBe(spDay(new Date()));
    expect(days.reduce((sum, d) => sum + d.online, 0)).toBe(15);
    expect(days.reduce((sum, d) => sum + d.fisicas, 0)).toBe(3);
    expect((await report('?event_id=abc')).statusCode).toBe(400);
  });
});
