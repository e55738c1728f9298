import type { PrizeMark, StageKind } from '@bingo/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, prizeDeliveries, rounds, users, winnerVoids } from '../../db/schema';

export type MarkRow = PrizeMark & { stage: StageKind; card_id: number; round_id: number };
export interface VoidRow {
  stage: StageKind;
  card_id: number;
  reason: string;
  at: string;
  by: string | null;
}

/** The only SQL of prizes handed over and winners voided (docs/decisions/035). */
export class PrizesRepository {
  constructor(private readonly db: Db) {}

  async round(roundId: number) {
    const [row] = await this.db
      .select({ id: rounds.id, eventId: rounds.eventId, number: rounds.number, prize: rounds.prize, stages: rounds.stages })
      .from(rounds)
      .where(eq(rounds.id, roundId));
    return row ?? null;
  }

  /** Every delivery mark of the rounds asked for (one round, or all of an event), oldest first. */
  async marks(where: { roundId: number } | { eventId: number }): Promise<MarkRow[]> {
    const rows = await this.db
      .select({
        round_id: prizeDeliveries.roundId,
        stage: prizeDeliveries.stage,
        card_id: prizeDeliveries.cardId,
        action: prizeDeliveries.action,
        received_by: prizeDeliveries.receivedBy,
        received_at: prizeDeliveries.receivedAt,
        photo_image_id: prizeDeliveries.photoImageId,
        reason: prizeDeliveries.reason,
        marked_by: users.name,
        marked_at: prizeDeliveries.createdAt,
      })
      .from(prizeDeliveries)
      .innerJoin(rounds, eq(rounds.id, prizeDeliveries.roundId))
      .leftJoin(users, eq(users.id, prizeDeliveries.userId))
      .where('roundId' in where ? eq(prizeDeliveries.roundId, where.roundId) : eq(rounds.eventId, where.eventId))
      .orderBy(asc(prizeDeliveries.id));
    return rows.map((r) => ({
      ...r,
      stage: r.stage as StageKind,
      action: r.action as PrizeMark['action'],
      received_at: r.received_at?.toISOString() ?? null,
      marked_at: r.marked_at.toISOString(),
    }));
  }

  async voids(roundId: number): Promise<VoidRow[]> {
    const rows = await this.db
      .select({
        stage: winnerVoids.stage,
        card_id: winnerVoids.cardId,
        reason: winnerVoids.reason,
        at: winnerVoids.createdAt,
        by: users.name,
      })
      .from(winnerVoids)
      .leftJoin(users, eq(users.id, winnerVoids.userId))
      .where(eq(winnerVoids.roundId, roundId))
      .orderBy(asc(winnerVoids.createdAt));
    return rows.map((r) => ({ ...r, stage: r.stage as StageKind, at: r.at.toISOString() }));
  }

  async insertMark(values: typeof prizeDeliveries.$inferInsert): Promise<void> {
    await this.db.insert(prizeDeliveries).values(values);
  }

  async insertVoid(values: typeof winnerVoids.$inferInsert): Promise<void> {
    await this.db.insert(winnerVoids).values(values);
  }

  async isVoided(roundId: number, stage: StageKind, cardId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: winnerVoids.cardId })
      .from(winnerVoids)
      .where(and(eq(winnerVoids.roundId, roundId), eq(winnerVoids.stage, stage), eq(winnerVoids.cardId, cardId)));
    return Boolean(row);
  }

  async imageExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: images.id }).from(images).where(eq(images.id, id));
    return Boolean(row);
  }

  /** The event's rounds, by number, with their stages (for the accounts' list). */
  async eventRounds(eventId: number) {
    return this.db
      .select({ id: rounds.id, number: rounds.number, prize: rounds.prize, stages: rounds.stages })
      .from(rounds)
      .where(eq(rounds.eventId, eventId))
      .orderBy(asc(rounds.number));
  }
}
