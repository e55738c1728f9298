import type { PhysicalSale } from '@bingo/core';
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cardBatches,
  cardClaims,
  cardVoids,
  cards,
  drawnNumbers,
  events,
  physicalSaleCorrections,
  physicalSales,
  rounds,
  users,
} from '../../db/schema';

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
        event_status: events.status,
        amount: physicalSales.amount,
        settled_at: physicalSales.settledAt,
        created_at: physicalSales.createdAt,
      })
      .from(physicalSales)
      .innerJoin(users, eq(users.id, physicalSales.userId))
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .innerJoin(events, eq(events.id, cards.eventId))
      .leftJoin(cardBatches, eq(cardBatches.id, cards.batchId));
  }

  async list(sellerId?: number, eventId?: number): Promise<PhysicalSale[]> {
    const rows = await this.select()
      .where(and(sellerId ? eq(physicalSales.userId, sellerId) : undefined, eventId ? eq(cards.eventId, eventId) : undefined))
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

  /** Sets the values given; one that is undefined is left as it is (drizzle leaves undefined out of the SET). */
  async update(
    id: number,
    values: { userId?: number | undefined; amount?: number | undefined; settledAt?: Date | null | undefined },
  ): Promise<{ cardId: number } | null> {
    const [row] = await this.db
      .update(physicalSales)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(physicalSales.id, id))
      .returning({ cardId: physicalSales.cardId });
    return row ?? null;
  }

  /**
   * The sale as it stands, with its event's status, for a change. The sale row is held, then the
   * event row (as a seller's sale holds it), so that the event cannot be finished while the change
   * goes in and two corrections of one sale queue instead of both reading the same "before". Sale
   * first, as an undo takes them (the sale, then the event's live version): no lock cycle.
   */
  async getForChange(id: number) {
    const [row] = await this.db
      .select({
        cardId: physicalSales.cardId,
        userId: physicalSales.userId,
        amount: physicalSales.amount,
        settledAt: physicalSales.settledAt,
        eventId: cards.eventId,
        eventStatus: events.status,
      })
      .from(physicalSales)
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .innerJoin(events, eq(events.id, cards.eventId))
      .where(eq(physicalSales.id, id))
      .for('no key update', { of: [physicalSales, events] });
    return row ?? null;
  }

  /** Keeps one correction of a finished event's sale: append-only, never updated (decisions.md §14). */
  async recordCorrection(values: typeof physicalSaleCorrections.$inferInsert): Promise<void> {
    await this.db.insert(physicalSaleCorrections).values(values);
  }

  /** The sale with its card's event and batch's responsible user, locked for an undo. */
  async getForUndo(id: number): Promise<{
    cardId: number;
    userId: number;
    batchUserId: number | null;
    createdAt: Date;
    eventId: number;
    eventStatus: string;
  } | null> {
    const [row] = await this.db
      .select({
        cardId: physicalSales.cardId,
        userId: physicalSales.userId,
        batchUserId: cardBatches.userId,
        createdAt: physicalSales.createdAt,
        eventId: cards.eventId,
        eventStatus: events.status,
      })
      .from(physicalSales)
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .innerJoin(events, eq(events.id, cards.eventId))
      .leftJoin(cardBatches, eq(cardBatches.id, cards.batchId))
      .where(eq(physicalSales.id, id))
      .for('update', { of: physicalSales });
    return row ?? null;
  }

  /**
   * The card to sell with its event and its batch's responsible user. Every sale holds the event
   * row so that the event cannot be finished while the sale goes in (a finished event takes no
   * sale, decisions.md §14).
   */
  async cardForSale(cardId: number) {
    // Not a share lock: the sale then writes the event row (its live version, the round's record),
    // and two share holders upgrading at once deadlock on PostgreSQL; taking the write lock now
    // makes concurrent sales queue instead.
    const [row] = await this.db
      .select({
        status: cards.status,
        eventId: cards.eventId,
        price: events.cardPrice,
        eventStatus: events.status,
        batchUserId: cardBatches.userId,
      })
      .from(cards)
      .innerJoin(events, eq(events.id, cards.eventId))
      .leftJoin(cardBatches, eq(cardBatches.id, cards.batchId))
      .where(eq(cards.id, cardId))
      .for('no key update', { of: events });
    return row ?? null;
  }

  /** Whether the card was voided (decisions.md §15): it is never sold again. */
  async isVoided(cardId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: cardVoids.cardId }).from(cardVoids).where(eq(cardVoids.cardId, cardId));
    return Boolean(row);
  }

  /** The buyer's name and phone taken with the sale, kept on the card like the admin's "Cadastrar". */
  async setBuyer(cardId: number, buyer: { fullName?: string; contact?: string }): Promise<void> {
    await this.db
      .update(cards)
      .set({ ...buyer, updatedAt: new Date() })
      .where(eq(cards.id, cardId));
  }

  /** An undone sale leaves the card as it was before it: available, and nobody's. */
  async clearBuyer(cardId: number): Promise<void> {
    await this.db.update(cards).set({ fullName: null, address: null, contact: null, updatedAt: new Date() }).where(eq(cards.id, cardId));
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

  /** Undoes a sale; a phone that followed the card lets go of it too (an unsold card cannot be claimed, decision 018). */
  async delete(id: number): Promise<void> {
    const [sale] = await this.db.delete(physicalSales).where(eq(physicalSales.id, id)).returning({ cardId: physicalSales.cardId });
    if (sale) await this.db.delete(cardClaims).where(eq(cardClaims.cardId, sale.cardId));
  }

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

type SaleRow = Omit<PhysicalSale, 'created_at' | 'settled_at' | 'event_status'> & {
  created_at: Date;
  settled_at: Date | null;
  event_status: PhysicalSale['event_status'];
};

function toSaleDto(row: SaleRow): PhysicalSale {
  return {
    ...row,
    event_status: row.event_status,
    settled_at: row.settled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
