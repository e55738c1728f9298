import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { pgArray } from '../../lib/pg-array';

export interface NewCardRow {
  /** Taken from cards_id_seq beforehand when the barcode derives from it. */
  id?: number | null;
  eventId: number;
  numbers: readonly number[];
  key: string;
  status: 'digital' | 'física';
  userId?: number | null;
  purchaseId?: number | null;
  batchId?: number | null;
  barcode?: string | null;
  fullName?: string | null;
  contact?: string | null;
}

// Rows per statement: one array parameter per column, so the 65,535 bind-parameter limit never
// applies; the chunk only bounds the size of one statement.
const CHUNK = 5_000;

export class CardsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inserts many cards with one statement per chunk (unnest of column arrays). A card whose number
   * set the event already has is skipped: the answer lists what was stored, in input order.
   */
  async insertMany(rows: readonly NewCardRow[]): Promise<{ id: number; key: string }[]> {
    const stored: { id: number; key: string }[] = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const col = (pick: (r: NewCardRow) => string | number | null) => pgArray(chunk.map(pick));
      const result = await this.db.execute<{ id: number }>(sql`
        insert into cards (id, event_id, numbers, numbers_key, status, user_id, purchase_id, batch_id, barcode, full_name, contact)
        select coalesce(i, nextval('cards_id_seq')), e, n::smallint[], k, s, u, p, b, bc, f, c
        from unnest(
          ${col((r) => r.id ?? null)}::int[], ${col((r) => r.eventId)}::int[], ${col((r) => `{${r.numbers.join(',')}}`)}::text[],
          ${col((r) => r.key)}::text[], ${col((r) => r.status)}::text[],
          ${col((r) => r.userId ?? null)}::int[], ${col((r) => r.purchaseId ?? null)}::int[],
          ${col((r) => r.batchId ?? null)}::int[], ${col((r) => r.barcode ?? null)}::text[],
          ${col((r) => r.fullName ?? null)}::text[], ${col((r) => r.contact ?? null)}::text[]
        ) with ordinality as t(i, e, n, k, s, u, p, b, bc, f, c, ord)
        order by ord
        on conflict (event_id, numbers_key) do nothing
        returning id, numbers_key`);
      stored.push(...rowsOf<{ id: number; numbers_key: string }>(result).map((r) => ({ id: Number(r.id), key: r.numbers_key })));
    }
    return stored;
  }
}

/** Takes `count` ids from the cards sequence (for rows whose barcode derives from their id). */
export async function reserveCardIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(sql`select nextval('cards_id_seq')::int as id from generate_series(1, ${count})`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}
