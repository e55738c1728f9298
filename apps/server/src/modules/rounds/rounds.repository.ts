import type { Round, RoundStage } from '@bingo/core';
import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawnNumbers, rounds } from '../../db/schema';

export type RoundRow = typeof rounds.$inferSelect;

export function toRoundDto(row: RoundRow, stages: RoundStage[]): Round {
  return {
    id: row.id,
    event_id: row.eventId,
    number: row.number,
    prize: row.prize,
    type: row.type as Round['type'],
    notes: row.notes,
    status: row.status,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    stages,
    acumulado: row.acumulado,
  };
}

export class RoundsRepository {
  constructor(private readonly db: Db) {}

  listByEvent(eventId: number): Promise<RoundRow[]> {
    return this.db.select().from(rounds).where(eq(rounds.eventId, eventId)).orderBy(asc(rounds.number));
  }

  async get(id: number): Promise<RoundRow | null> {
    const [row] = await this.db.select().from(rounds).where(eq(rounds.id, id));
    return row ?? null;
  }

  async getForUpdate(id: number): Promise<RoundRow | null> {
    const [row] = await this.db.select().from(rounds).where(eq(rounds.id, id)).for('update');
    return row ?? null;
  }

  async hasBalls(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: drawnNumbers.id }).from(drawnNumbers).where(eq(drawnNumbers.roundId, id)).limit(1);
    return Boolean(row);
  }

  async nextNumber(eventId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: max(rounds.number) })
      .from(rounds)
      .where(eq(rounds.eventId, eventId));
    return (row?.n ?? 0) + 1;
  }

  async insert(values: typeof rounds.$inferInsert): Promise<RoundRow> {
    const [row] = await this.db.insert(rounds).values(values).returning();
    return row!;
  }

  async update(id: number, values: Partial<typeof rounds.$inferInsert>): Promise<RoundRow> {
    const [row] = await this.db.update(rounds).set(values).where(eq(rounds.id, id)).returning();
    return row!;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(rounds).where(eq(rounds.id, id));
  }
}
