import type { CardBatch } from '@bingo/core';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardBatches, cardVoids, cards, events, physicalSales, users } from '../../db/schema';

const soldCount = sql<number>`(select count(*)::int from ${physicalSales} s join ${cards} c on c.id = s.card_id where c.batch_id = ${cardBatches.id})`;
const returnedCount = sql<number>`(select count(*)::int from ${cardVoids} v join ${cards} c on c.id = v.card_id where c.batch_id = ${cardBatches.id})`;

export class BatchesRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        id: cardBatches.id,
        event_id: cardBatches.eventId,
        event_name: events.name,
        name: cardBatches.name,
        amount: cardBatches.amount,
        sold: soldCount,
        returned: returnedCount,
        user_id: cardBatches.userId,
        user_name: users.name,
        created_at: cardBatches.createdAt,
      })
      .from(cardBatches)
      .innerJoin(events, eq(events.id, cardBatches.eventId))
      .leftJoin(users, eq(users.id, cardBatches.userId));
  }

  async list(): Promise<CardBatch[]> {
    return (await this.select().orderBy(desc(cardBatches.createdAt), desc(cardBatches.id))).map(toDto);
  }

  async get(id: number): Promise<CardBatch | null> {
    const [row] = await this.select().where(eq(cardBatches.id, id));
    return row ? toDto(row) : null;
  }

  async insert(values: typeof cardBatches.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(cardBatches).values(values).returning({ id: cardBatches.id });
    return row!.id;
  }

  /** Lote names (of one event, or of all), for the filters. */
  async names(eventId?: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ name: cardBatches.name })
      .from(cardBatches)
      .where(eventId ? eq(cardBatches.eventId, eventId) : undefined)
      .orderBy(asc(cardBatches.name));
    return rows.map((r) => r.name);
  }

  /** The event a new batch goes to, locked against being finished (not against draws) until commit. */
  async lockEvent(id: number): Promise<{ id: number; name: string; status: string } | null> {
    const [row] = await this.db
      .select({ id: events.id, name: events.name, status: events.status })
      .from(events)
      .where(eq(events.id, id))
      .for('key share');
    return row ?? null;
  }

  async lockForDelete(id: number): Promise<{ eventId: number; sold: number; returned: number } | null> {
    const [batch] = await this.db.select({ eventId: cardBatches.eventId }).from(cardBatches).where(eq(cardBatches.id, id)).for('update');
    if (!batch) return null;
    const [sold] = await this.db
      .select({ n: count() })
      .from(physicalSales)
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .where(eq(cards.batchId, id));
    const [returned] = await this.db
      .select({ n: count() })
      .from(cardVoids)
      .innerJoin(cards, eq(cards.id, cardVoids.cardId))
      .where(eq(cards.batchId, id));
    return { eventId: batch.eventId, sold: sold?.n ?? 0, returned: returned?.n ?? 0 };
  }

  async deleteWithCards(id: number): Promise<void> {
    await this.db.delete(cards).where(eq(cards.batchId, id));
    await this.db.delete(cardBatches).where(eq(cardBatches.id, id));
  }
}

function toDto(row: {
  id: number;
  event_id: number;
  event_name: string;
  name: string;
  amount: number;
  sold: number;
  returned: number;
  user_id: number | null;
  user_name: string | null;
  created_at: Date;
}): CardBatch {
  const { user_name, created_at, ...rest } = row;
  return {
    ...rest,
    sold: Number(row.sold),
    returned: Number(row.returned),
    user: row.user_id && user_name ? { id: row.user_id, name: user_name } : null,
    created_at: created_at.toISOString(),
  };
}
