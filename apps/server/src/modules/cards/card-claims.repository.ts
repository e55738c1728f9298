import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardClaims, cardVoids, cards, physicalSales } from '../../db/schema';

/** Paper cards followed on a phone (card_claims): who added which printed card. */
export class CardClaimsRepository {
  constructor(private readonly db: Db) {}

  /** The physical card with this barcode, as far as its check code goes. */
  async physicalByBarcode(barcode: string): Promise<{ id: number; barcode: string } | null> {
    const [row] = await this.db
      .select({ id: cards.id, barcode: cards.barcode })
      .from(cards)
      .where(and(eq(cards.barcode, barcode), eq(cards.status, 'física')));
    return row?.barcode ? { id: row.id, barcode: row.barcode } : null;
  }

  /** Whether the card was voided (decisions.md §15): nobody adds it to a phone any more. */
  async isVoided(cardId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: cardVoids.cardId }).from(cardVoids).where(eq(cardVoids.cardId, cardId));
    return Boolean(row);
  }

  /**
   * Whether the card is sold, holding its sale until the transaction ends: an undo of the sale
   * (which drops the claims of the card) waits for this claim instead of missing it.
   */
  async lockSale(cardId: number): Promise<boolean> {
    const [sale] = await this.db.select({ id: physicalSales.id }).from(physicalSales).where(eq(physicalSales.cardId, cardId)).for('share');
    return Boolean(sale);
  }

  /**
   * Claims the card for the user unless another account has it; answers who holds it afterwards.
   * The card is the table's key: of two accounts claiming at once, the database lets one in.
   */
  async claim(cardId: number, userId: number): Promise<number> {
    const [inserted] = await this.db
      .insert(cardClaims)
      .values({ cardId, userId })
      .onConflictDoNothing()
      .returning({ userId: cardClaims.userId });
    if (inserted) return inserted.userId;
    const [held] = await this.db.select({ userId: cardClaims.userId }).from(cardClaims).where(eq(cardClaims.cardId, cardId));
    return held!.userId;
  }

  /** Lets go of the user's own claim; false when the user did not hold this card. */
  async release(cardId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .delete(cardClaims)
      .where(and(eq(cardClaims.cardId, cardId), eq(cardClaims.userId, userId)))
      .returning({ cardId: cardClaims.cardId });
    return rows.length > 0;
  }
}
