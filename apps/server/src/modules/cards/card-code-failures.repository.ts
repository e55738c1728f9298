import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardCodeFailures } from '../../db/schema';

/** Wrong check codes a paper card takes, from all accounts together, before it is locked for claims. */
export const CARD_WRONG_CODES_LIMIT = 10;

/** Wrong check codes per paper card (card_code_failures, docs/decisions/018). */
export class CardCodeFailuresRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one more code typed for the card as wrong before it is checked, unless the card already
   * took CARD_WRONG_CODES_LIMIT: then nothing is counted and the answer is false (locked). One
   * statement, so parallel guesses cannot all slip under the limit.
   */
  async admit(cardId: number): Promise<boolean> {
    const rows = await this.db
      .insert(cardCodeFailures)
      .values({ cardId, failures: 1 })
      .onConflictDoUpdate({
        target: cardCodeFailures.cardId,
        set: { failures: sql`${cardCodeFailures.failures} + 1`, updatedAt: sql`now()` },
        setWhere: sql`${cardCodeFailures.failures} < ${sql.raw(String(CARD_WRONG_CODES_LIMIT))}`,
      })
      .returning({ failures: cardCodeFailures.failures });
    return rows.length > 0;
  }

  /** The code proved right: it was no wrong code. */
  async giveBack(cardId: number): Promise<void> {
    await this.db
      .update(cardCodeFailures)
      .set({ failures: sql`greatest(${cardCodeFailures.failures} - 1, 0)` })
      .where(eq(cardCodeFailures.cardId, cardId));
  }

  /** Frees a locked card (an administrator); false when it had no wrong codes. */
  async clear(cardId: number): Promise<boolean> {
    const rows = await this.db
      .delete(cardCodeFailures)
      .where(eq(cardCodeFailures.cardId, cardId))
      .returning({ id: cardCodeFailures.cardId });
    return rows.length > 0;
  }

  /** Which of these cards are locked for claims. */
  async locked(cardIds: number[]): Promise<Set<number>> {
    if (cardIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: cardCodeFailures.cardId })
      .from(cardCodeFailures)
      .where(sql`${inArray(cardCodeFailures.cardId, cardIds)} and ${cardCodeFailures.failures} >= ${CARD_WRONG_CODES_LIMIT}`);
    return new Set(rows.map((r) => r.id));
  }
}
