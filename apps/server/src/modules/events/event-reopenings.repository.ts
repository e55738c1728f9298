import type { EventReopening, EventStatus } from '@bingo/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventReopenings, users } from '../../db/schema';

/** Reopenings of finished events, kept with who, when and why (decisions.md §14). Only inserts. */
export class EventReopeningsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: { eventId: number; userId: number; reason: string; status: EventStatus }): Promise<void> {
    await this.db.insert(eventReopenings).values(values);
  }

  async list(eventId: number): Promise<EventReopening[]> {
    const rows = await this.db
      .select({
        id: eventReopenings.id,
        at: eventReopenings.createdAt,
        by: users.name,
        reason: eventReopenings.reason,
        status: eventReopenings.status,
      })
      .from(eventReopenings)
      .leftJoin(users, eq(users.id, eventReopenings.userId))
      .where(eq(eventReopenings.eventId, eventId))
      .orderBy(asc(eventReopenings.createdAt), asc(eventReopenings.id));
    return rows.map((r) => ({ ...r, at: r.at.toISOString(), by: r.by ?? null, status: r.status }));
  }
}
