import type { Contas } from '@bingo/core';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contasReceipts, contasVersions, images } from '../../db/schema';
import { uploadUrl } from '../../lib/uploads';

export type ContasRow = typeof contasVersions.$inferSelect;
type Versions = Contas['versions'];

/** The published versions of the events' prestação de contas. Only inserts: a version is never edited (decisions.md §15). */
export class ContasRepository {
  constructor(private readonly db: Db) {}

  /** The given version, or the latest when `version` is undefined. */
  async get(eventId: number, version?: number): Promise<ContasRow | null> {
    const [row] = await this.db
      .select()
      .from(contasVersions)
      .where(
        version === undefined
          ? eq(contasVersions.eventId, eventId)
          : and(eq(contasVersions.eventId, eventId), eq(contasVersions.version, version)),
      )
      .orderBy(desc(contasVersions.version))
      .limit(1);
    return row ?? null;
  }

  async versions(eventId: number): Promise<Versions> {
    const rows = await this.db
      .select({ version: contasVersions.version, at: contasVersions.publishedAt, reason: contasVersions.reason })
      .from(contasVersions)
      .where(eq(contasVersions.eventId, eventId))
      .orderBy(desc(contasVersions.version));
    return rows.map((r) => ({ version: r.version, published_at: r.at.toISOString(), reason: r.reason }));
  }

  /** The number of the latest version, or null when the event has none. */
  async latestVersion(eventId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ n: max(contasVersions.version) })
      .from(contasVersions)
      .where(eq(contasVersions.eventId, eventId));
    return row?.n ?? null;
  }

  /** The public address of each gallery image asked for, by id; a missing id is not in the map. */
  async receiptUrls(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: images.id, filename: images.filename })
      .from(images)
      .where(inArray(images.id, [...ids]));
    return new Map(rows.map((r) => [r.id, uploadUrl(r.filename)]));
  }

  async insert(values: typeof contasVersions.$inferInsert, receiptIds: readonly number[]): Promise<ContasRow> {
    const [row] = await this.db.insert(contasVersions).values(values).returning();
    const unique = [...new Set(receiptIds)];
    if (unique.length) await this.db.insert(contasReceipts).values(unique.map((imageId) => ({ contasId: row!.id, imageId })));
    return row!;
  }
}
