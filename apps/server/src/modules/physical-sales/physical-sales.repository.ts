import type { PhysicalSale } from '@bingo/core';
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardBatches, cards, drawnNumbers, events, physicalSales, rounds, users } from '../../db/schema';

export class PhysicalSalesRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        id: physicalSales.id,
        card_id: physicalSales.cardId,
        user_id: physicalSales.userId,
        user_name: users.name,
        barcode: cards.barcode,
        lote: cardBatches.name,
        event_id: cards.eventId,
        amount: physicalSales.amount,
        settled_at: physicalSales.settledAt,
        created_at: physicalSales.createdAt,
      })
      .from(physicalSales)
      .innerJoin(users, eq(users.id, physicalSales.userId))
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .leftJoin(cardBatches, eq(cardBatches.id, cards.batchId));
  }

  async list(sellerId?: number): Promise<PhysicalSale[]> {
    const rows = await this.select()
      .where(sellerId ? eq(physicalSales.userId, sellerId) : undefined)
      .orderBy(desc(physicalSales.createdAt), desc(physicalSales.id));
    return rows.map(toSaleDto);
  }

  async get(id: number): Promise<PhysicalSale | null> {
    const [row] = await this.select().where(eq(physicalSales.id, id));
    return row ? toSaleDto(row) : null;
  }

  /**
   * Records the sale, owing `amount` (the event's card price now), unless the card was sold
   * already (the unique key decides under concurrency).
   */
  async insertIfUnsold(cardId: number, userId: number, amount: number): Promise<number | null> {
    const [row] = await this.db
      .insert(physicalSales)
      .values({ cardId, userId, amount })
      .onConflictDoNothing({ target: physicalSales.cardId })
      .returning({ id: physicalSales.id });
    return row?.id ?? null;
  }

  async update(id: number, values: { userId?: number; amount?: number; settledAt?: Date | null }): Promise<{ cardId: number } | null> {
    const [row] = await this.db
      .update(physicalSales)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(physicalSales.id, id))
      .returning({ cardId: physicalSales.cardId });
    return row ?? null;
  }

  /** The sale with its card's event, locked for an undo. */
  async getForUndo(id: number): Promise<{ cardId: number; createdAt: Date; eventId: number; eventStatus: string } | null> {
    const [row] = await this.db
      .select({ cardId: physicalSales.cardId, createdAt: physicalSales.createdAt, eventId: cards.eventId, eventStatus: events.status })
      .from(physicalSales)
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .innerJoin(events, eq(events.id, cards.eventId))
      .where(eq(physicalSales.id, id))
      .for('update', { of: physicalSales });
    return row ?? null;
  }

  /** Whether a ball was drawn in the event since `since`: the card then took part in a draw. */
  async ballsSince(eventId: number, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: drawnNumbers.id })
      .from(drawnNumbers)
      .innerJoin(rounds, eq(rounds.id, drawnNumbers.roundId))
      .where(and(eq(rounds.eventId, eventId), gte(drawnNumbers.drawnAt, since)))
      .limit(1);
    return Boolean(row);
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(physicalSales).where(eq(physicalSales.id, id));
  }

  /** Marks every open sale of a seller in an event as handed in; returns how many. */
  /** The seller's open (not handed in) sales of the event, locked until the transaction ends, and their sum. */
  async lockOpenSales(sellerId: number, eventId: number): Promise<{ count: number; cents: number }> {
    const rows = await this.db
      .select({ amount: physicalSales.amount })
      .from(physicalSales)
      .where(and(eq(physicalSales.userId, sellerId), isNull(physicalSales.settledAt), inArray(physicalSales.cardId, this.cardsOf(eventId))))
      .for('update');
    return { count: rows.length, cents: rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0) };
  }

  private cardsOf(eventId: number) {
    return this.db.select({ id: cards.id }).from(cards).where(eq(cards.eventId, eventId));
  }

  async settleAll(sellerId: number, eventId: number, at: Date): Promise<number> {
    const rows = await this.db
      .update(physicalSales)
      .set({ settledAt: at, updatedAt: at })
      .where(and(eq(physicalSales.userId, sellerId), isNull(physicalSales.settledAt), inArray(physicalSales.cardId, this.cardsOf(eventId))))
      .returning({ id: physicalSales.id });
    return rows.length;
  }
}

type SaleRow = Omit<PhysicalSale, 'created_at' | 'settled_at'> & { created_at: Date; settled_at: Date | null };

function toSaleDto(row: SaleRow): PhysicalSale {
  return { ...row, settled_at: row.settled_at?.toISOString() ?? null, created_at: row.created_at.toISOString() };
}
