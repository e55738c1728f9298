import type { PhysicalSale } from '@bingo/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardBatches, cards, physicalSales, users } from '../../db/schema';

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
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  async get(id: number): Promise<PhysicalSale | null> {
    const [row] = await this.select().where(eq(physicalSales.id, id));
    return row ? { ...row, created_at: row.created_at.toISOString() } : null;
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

  async setSeller(id: number, userId: number): Promise<{ cardId: number } | null> {
    const [row] = await this.db
      .update(physicalSales)
      .set({ userId, updatedAt: new Date() })
      .where(eq(physicalSales.id, id))
      .returning({ cardId: physicalSales.cardId });
    return row ?? null;
  }
}
