import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cardBatches, cards, events, users } from '../db/schema';
import type { PdfCard } from './pdf-card';

const CHUNK = 400;

/** Reads the cards to print a bounded chunk at a time, so a big batch never sits in memory. */
export class PdfCardsRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        id: cards.id,
        numbers: cards.numbers,
        eventName: events.name,
        eventStart: events.startDate,
        cardPrice: events.cardPrice,
        lote: cardBatches.name,
        barcode: cards.barcode,
        holderName: sql<string | null>`coalesce(${cards.fullName}, ${users.name})`,
        userId: cards.userId,
      })
      .from(cards)
      .innerJoin(events, eq(events.id, cards.eventId))
      .leftJoin(cardBatches, eq(cardBatches.id, cards.batchId))
      .leftJoin(users, eq(users.id, cards.userId));
  }

  async *ofBatch(batchId: number): AsyncGenerator<PdfCard[]> {
    let after = 0;
    for (;;) {
      const rows = await this.select()
        .where(and(eq(cards.batchId, batchId), gt(cards.id, after)))
        .orderBy(asc(cards.id))
        .limit(CHUNK);
      if (rows.length === 0) return;
      yield rows;
      after = rows.at(-1)!.id;
    }
  }

  byIds(ids: number[]): Promise<(PdfCard & { userId: number | null })[]> {
    return this.select().where(inArray(cards.id, ids)).orderBy(asc(cards.id));
  }
}
