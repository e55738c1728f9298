import type { SellerBatch, SellerCard, SellerCardReply, SellerEvent } from '@bingo/core';
import { and, asc, desc, eq, inArray, max, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardBatches, cardVoids, cards, drawnNumbers, events, physicalSales, rounds, users } from '../../db/schema';
import { sellerUndoUntil, type UndoContext } from './seller-undo';

/** What a seller sees of their own batches (decisions.md §13): events, cards with their sales, one card. */
export class SellerRepository {
  constructor(private readonly db: Db) {}

  /** The events where the seller holds a batch or made a sale, the latest first. */
  async events(sellerId: number): Promise<SellerEvent[]> {
    const withBatch = this.db.select({ id: cardBatches.eventId }).from(cardBatches).where(eq(cardBatches.userId, sellerId));
    const withSale = this.db
      .select({ id: cards.eventId })
      .from(physicalSales)
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .where(eq(physicalSales.userId, sellerId));
    const rows = await this.db
      .select({ id: events.id, name: events.name, start_date: events.startDate, status: events.status, card_price: events.cardPrice })
      .from(events)
      .where(or(inArray(events.id, withBatch), inArray(events.id, withSale)))
      .orderBy(desc(events.startDate), desc(events.id));
    return rows.map((r) => ({ ...r, start_date: r.start_date.toISOString(), status: r.status }));
  }

  private cardSelect() {
    return this.db
      .select({
        id: cards.id,
        barcode: cards.barcode,
        batch_id: cardBatches.id,
        lote: cardBatches.name,
        batch_user_id: cardBatches.userId,
        event_id: cards.eventId,
        event_name: events.name,
        event_status: events.status,
        full_name: cards.fullName,
        contact: cards.contact,
        voided: cardVoids.kind,
        sale_id: physicalSales.id,
        sale_user_id: physicalSales.userId,
        sale_user_name: users.name,
        sale_amount: physicalSales.amount,
        sale_settled_at: physicalSales.settledAt,
        sale_created_at: physicalSales.createdAt,
      })
      .from(cards)
      .innerJoin(cardBatches, eq(cardBatches.id, cards.batchId))
      .innerJoin(events, eq(events.id, cards.eventId))
      .leftJoin(physicalSales, eq(physicalSales.cardId, cards.id))
      .leftJoin(users, eq(users.id, physicalSales.userId))
      .leftJoin(cardVoids, eq(cardVoids.cardId, cards.id));
  }

  /** When the event's latest ball was drawn: a sale before it can no longer be undone (docs/decisions/013). */
  async lastBallAt(eventId: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: max(drawnNumbers.drawnAt) })
      .from(drawnNumbers)
      .innerJoin(rounds, eq(rounds.id, drawnNumbers.roundId))
      .where(eq(rounds.eventId, eventId));
    return row?.at ? new Date(row.at) : null;
  }

  /** The seller's batches of the event, each with all its cards in number order. */
  async batches(sellerId: number, eventId: number): Promise<SellerBatch[]> {
    const [rows, lastBallAt] = await Promise.all([
      this.cardSelect()
        .where(and(eq(cardBatches.userId, sellerId), eq(cardBatches.eventId, eventId)))
        .orderBy(asc(cardBatches.name), asc(cardBatches.id), asc(cards.id)),
      this.lastBallAt(eventId),
    ]);
    const batches = new Map<number, SellerBatch>();
    for (const row of rows) {
      const batch = batches.get(row.batch_id) ?? { id: row.batch_id, name: row.lote, cards: [] };
      batches.set(row.batch_id, batch);
      batch.cards.push(toCard(row, { sellerId, eventStatus: row.event_status, lastBallAt }));
    }
    return [...batches.values()];
  }

  /** A physical card of a batch by id or barcode, with whose batch it is; null when there is none. */
  async card(
    ref: { id: number } | { barcode: string },
    callerId: number,
  ): Promise<(Omit<SellerCardReply, 'check_code'> & { batch_user_id: number | null }) | null> {
    const [row] = await this.cardSelect().where('id' in ref ? eq(cards.id, ref.id) : eq(cards.barcode, ref.barcode));
    if (!row) return null;
    const lastBallAt = await this.lastBallAt(row.event_id);
    return {
      ...toCard(row, { sellerId: callerId, eventStatus: row.event_status, lastBallAt }),
      event_name: row.event_name,
      event_status: row.event_status,
      batch_user_id: row.batch_user_id,
    };
  }
}

type Row = Awaited<ReturnType<ReturnType<SellerRepository['cardSelect']>['execute']>>[number];

function toCard(r: Row, undo: UndoContext): SellerCard {
  return {
    id: r.id,
    barcode: r.barcode,
    batch_id: r.batch_id,
    lote: r.lote,
    event_id: r.event_id,
    full_name: r.full_name,
    contact: r.contact,
    voided: (r.voided as SellerCard['voided']) ?? null,
    sale:
      r.sale_id && r.sale_user_id && r.sale_created_at
        ? {
            id: r.sale_id,
            user_id: r.sale_user_id,
            user_name: r.sale_user_name ?? '',
            amount: Number(r.sale_amount),
            settled_at: r.sale_settled_at?.toISOString() ?? null,
            created_at: r.sale_created_at.toISOString(),
            undo_until: sellerUndoUntil({ userId: r.sale_user_id, createdAt: r.sale_created_at }, undo),
          }
        : null,
  };
}
