import type { DrawnNumber } from '@bingo/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawnNumbers, removedDrawKeys } from '../../db/schema';

type Row = typeof drawnNumbers.$inferSelect;
export const toDrawnDto = (r: Row): DrawnNumber => ({ id: r.id, number: r.number, drawn_at: r.drawnAt.toISOString() });

export class DrawsRepository {
  constructor(private readonly db: Db) {}

  listByRound(roundId: number): Promise<Row[]> {
    return this.db
      .select()
      .from(drawnNumbers)
      .where(eq(drawnNumbers.roundId, roundId))
      .orderBy(asc(drawnNumbers.drawnAt), asc(drawnNumbers.id));
  }

  /** The ball a draw with this Idempotency-Key stored, if any. */
  async byClientKey(roundId: number, clientKey: string): Promise<Row | null> {
    const [row] = await this.db
      .select()
      .from(drawnNumbers)
      .where(and(eq(drawnNumbers.roundId, roundId), eq(drawnNumbers.clientKey, clientKey)));
    return row ?? null;
  }

  /** The number a draw with this key stored before the admin removed it, if so. */
  async removedByClientKey(roundId: number, clientKey: string): Promise<number | null> {
    const [row] = await this.db
      .select({ number: removedDrawKeys.number })
      .from(removedDrawKeys)
      .where(and(eq(removedDrawKeys.roundId, roundId), eq(removedDrawKeys.clientKey, clientKey)));
    return row?.number ?? null;
  }

  /** Keeps the key of a removed ball, so a late retry of its draw does not bring it back. */
  async keepRemovedKey(roundId: number, clientKey: string, number: number): Promise<void> {
    await this.db.insert(removedDrawKeys).values({ roundId, clientKey, number }).onConflictDoNothing();
  }

  /** Stores the ball unless the round has it already: the unique key decides under concurrency. */
  async insertIfNew(roundId: number, number: number, clientKey?: string): Promise<Row | null> {
    const [row] = await this.db
      .insert(drawnNumbers)
      .values({ roundId, number, clientKey: clientKey ?? null })
      .onConflictDoNothing({ target: [drawnNumbers.roundId, drawnNumbers.number] })
      .returning();
    return row ?? null;
  }

  async delete(roundId: number, id: number): Promise<Row | null> {
    const [row] = await this.db
      .delete(drawnNumbers)
      .where(and(eq(drawnNumbers.roundId, roundId), eq(drawnNumbers.id, id)))
      .returning();
    return row ?? null;
  }
}
