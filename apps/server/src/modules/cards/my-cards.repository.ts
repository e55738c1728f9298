import type { MyCard } from '@bingo/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cards, events } from '../../db/schema';

/** A buyer's own cards: only the cards whose owner is the signed-in user. */
export class MyCardsRepository {
  constructor(private readonly db: Db) {}

  async list(userId: number, eventId?: number): Promise<MyCard[]> {
    const rows = await this.db
      .select({
        id: cards.id,
        event_id: cards.eventId,
        event_name: events.name,
        numbers: cards.numbers,
        full_name: cards.fullName,
        contact: cards.contact,
        address: cards.address,
        status: cards.status,
        purchase_id: cards.purchaseId,
        created_at: cards.createdAt,
      })
      .from(cards)
      .innerJoin(events, eq(events.id, cards.eventId))
      .where(and(eq(cards.userId, userId), eventId ? eq(cards.eventId, eventId) : undefined))
      .orderBy(asc(cards.eventId), asc(cards.id));
    return rows.map((r) => ({ ...r, status: r.status as MyCard['status'], created_at: r.created_at.toISOString() }));
  }
}
