import { type FoguetinhoSpin, publicName } from '@bingo/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foguetinhoSpins, users } from '../../db/schema';

/** The Foguetinho's spins (decisions.md §15): only inserted, never changed. */
export class FoguetinhoRepository {
  constructor(private readonly db: Db) {}

  async insert(values: { eventId: number; userId: number; min: number; max: number; number: number }): Promise<number> {
    const [row] = await this.db.insert(foguetinhoSpins).values(values).returning({ id: foguetinhoSpins.id });
    return row!.id;
  }

  async list(eventId: number): Promise<FoguetinhoSpin[]> {
    const rows = await this.db
      .select({
        id: foguetinhoSpins.id,
        number: foguetinhoSpins.number,
        min: foguetinhoSpins.min,
        max: foguetinhoSpins.max,
        at: foguetinhoSpins.createdAt,
        by: users.name,
      })
      .from(foguetinhoSpins)
      .leftJoin(users, eq(users.id, foguetinhoSpins.userId))
      .where(eq(foguetinhoSpins.eventId, eventId))
      .orderBy(asc(foguetinhoSpins.createdAt), asc(foguetinhoSpins.id));
    // A public list (decisions.md §15): the operator's first name and initial, nothing more.
    return rows.map((r) => ({ ...r, at: r.at.toISOString(), by: publicName(r.by) }));
  }
}
