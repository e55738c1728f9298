import type { SaleCorrection } from '@bingo/core';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { physicalSaleCorrections as c, users } from '../../db/schema';

const corrector = alias(users, 'corrector');
const oldSeller = alias(users, 'old_seller');
const newSeller = alias(users, 'new_seller');

/**
 * The corrections of physical sales made after their event finished (decisions.md §14), newest
 * first: of one event (or all), and of one seller's sales (theirs before or after) when given.
 */
export async function saleCorrections(
  db: Db,
  filter: { eventId?: number | undefined; sellerId?: number | undefined },
): Promise<SaleCorrection[]> {
  const conditions: (SQL | undefined)[] = [
    filter.eventId === undefined ? undefined : eq(c.eventId, filter.eventId),
    filter.sellerId === undefined ? undefined : or(eq(c.oldUserId, filter.sellerId), eq(c.newUserId, filter.sellerId)),
  ];
  const rows = await db
    .select({
      id: c.id,
      saleId: c.saleId,
      cardId: c.cardId,
      eventId: c.eventId,
      reason: c.reason,
      correctedBy: corrector.name,
      createdAt: c.createdAt,
      oldUserId: c.oldUserId,
      oldUserName: oldSeller.name,
      newUserId: c.newUserId,
      newUserName: newSeller.name,
      oldAmount: c.oldAmount,
      newAmount: c.newAmount,
      oldSettledAt: c.oldSettledAt,
      newSettledAt: c.newSettledAt,
    })
    .from(c)
    .innerJoin(corrector, eq(corrector.id, c.correctedBy))
    .innerJoin(oldSeller, eq(oldSeller.id, c.oldUserId))
    .innerJoin(newSeller, eq(newSeller.id, c.newUserId))
    .where(and(...conditions))
    // The id, not the time: a correction that waited for another's lock started (now()) before it ended.
    .orderBy(desc(c.id));
  return rows.map((r) => ({
    id: r.id,
    sale_id: r.saleId,
    card_id: r.cardId,
    event_id: r.eventId,
    reason: r.reason,
    corrected_by: r.correctedBy,
    corrected_at: r.createdAt.toISOString(),
    before: {
      user_id: r.oldUserId,
      user_name: r.oldUserName,
      amount: Number(r.oldAmount),
      settled_at: r.oldSettledAt?.toISOString() ?? null,
    },
    after: {
      user_id: r.newUserId,
      user_name: r.newUserName,
      amount: Number(r.newAmount),
      settled_at: r.newSettledAt?.toISOString() ?? null,
    },
  }));
}
