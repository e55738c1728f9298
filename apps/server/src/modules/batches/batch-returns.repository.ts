import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardBatches, cardVoids, cards, events, physicalSales } from '../../db/schema';

/** The SQL of returning a batch's unsold cards (decisions.md §15). */
export class BatchReturnsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The batch with its responsible user, and its event's row locked as a sale locks it (NO KEY
   * UPDATE): a return and a sale of the same card queue instead of crossing.
   */
  async lockBatch(batchId: number): Promise<{ eventId: number; userId: number | null } | null> {
    const [batch] = await this.db
      .select({ eventId: cardBatches.eventId, userId: cardBatches.userId })
      .from(cardBatches)
      .where(eq(cardBatches.id, batchId));
    if (!batch) return null;
    await this.db.select({ id: events.id }).from(events).where(eq(events.id, batch.eventId)).for('no key update');
    return batch;
  }

  /** Every card of the batch: whether it is sold, and whether it is voided already. */
  async cardsOf(batchId: number): Promise<{ id: number; sold: boolean; voided: boolean }[]> {
    const rows = await this.db
      .select({ id: cards.id, saleId: physicalSales.id, voided: cardVoids.cardId })
      .from(cards)
      .leftJoin(physicalSales, eq(physicalSales.cardId, cards.id))
      .leftJoin(cardVoids, eq(cardVoids.cardId, cards.id))
      .where(eq(cards.batchId, batchId))
      .orderBy(asc(cards.id));
    return rows.map((r) => ({ id: r.id, sold: r.saleId !== null, voided: r.voided !== null }));
  }

  async insertReturned(eventId: number, cardIds: number[], userId: number): Promise<void> {
    if (cardIds.length === 0) return;
    await this.db.insert(cardVoids).values(cardIds.map((cardId) => ({ cardId, eventId, userId, kind: 'returned' })));
  }
}
