import type { PaymentMethod, PaymentStatus, Sponsor } from '@bingo/core';
import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, images, sponsorNumbers, sponsors } from '../../db/schema';
import { uploadUrl } from '../../lib/uploads';

export type SponsorRow = typeof sponsors.$inferSelect & { filename: string | null };
export type NewSponsor = typeof sponsors.$inferInsert;

export interface SponsorFilter {
  name?: string | undefined;
  payment_status?: PaymentStatus | undefined;
  payment_method?: PaymentMethod | undefined;
}

export function toSponsorDto(row: SponsorRow, numbers: number[]): Sponsor {
  const url = row.filename ? uploadUrl(row.filename) : null;
  return {
    id: row.id,
    name: row.name,
    contact_info: row.contactInfo,
    image_id: row.imageId,
    image: row.imageId && url ? { id: row.imageId, url } : null,
    logo_url: url,
    amount: Number(row.amount),
    payment_method: row.paymentMethod as PaymentMethod | null,
    payment_status: row.paymentStatus as PaymentStatus,
    payment_date: row.paymentDate,
    notes: row.notes,
    numbers,
    created_at: row.createdAt.toISOString(),
  };
}

// Accents folded on both sides, so 'farmacia' finds 'Farmácia Saúde'. lower() alone would not
// do: under the C locale it only folds ASCII letters.
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';
const foldedName = sql`lower(translate(${sponsors.name}, ${ACCENTED}, ${PLAIN}))`;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Alphabetical as a reader expects (accents and case ignored), the same on every server locale. */
const byName = () => [sql`${foldedName} collate "C"`, asc(sponsors.id)];

function where(filter: SponsorFilter): SQL | undefined {
  return and(
    filter.name ? sql`${foldedName} like ${`%${likeEscape(fold(filter.name))}%`}` : undefined,
    filter.payment_status ? eq(sponsors.paymentStatus, filter.payment_status) : undefined,
    filter.payment_method ? eq(sponsors.paymentMethod, filter.payment_method) : undefined,
  );
}

const withFilename = { ...getTableColumns(sponsors), filename: images.filename };

export class SponsorsRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db.select(withFilename).from(sponsors).leftJoin(images, eq(images.id, sponsors.imageId));
  }

  async page(filter: SponsorFilter, page: number, limit: number): Promise<{ rows: SponsorRow[]; total: number }> {
    const rows = await this.select()
      .where(where(filter))
      .orderBy(...byName())
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db.select({ n: count() }).from(sponsors).where(where(filter));
    return { rows, total: total?.n ?? 0 };
  }

  async get(id: number): Promise<SponsorRow | null> {
    const [row] = await this.select().where(eq(sponsors.id, id));
    return row ?? null;
  }

  async getForUpdate(id: number): Promise<typeof sponsors.$inferSelect | null> {
    const [row] = await this.db.select().from(sponsors).where(eq(sponsors.id, id)).for('update');
    return row ?? null;
  }

  byNumber(number: number): Promise<SponsorRow[]> {
    return this.select()
      .innerJoin(sponsorNumbers, eq(sponsorNumbers.sponsorId, sponsors.id))
      .where(eq(sponsorNumbers.number, number))
      .orderBy(...byName());
  }

  /** The numbers of several sponsors in one read (never one request per row). */
  async numbersOf(ids: number[]): Promise<Map<number, number[]>> {
    const map = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await this.db
      .select({ sponsorId: sponsorNumbers.sponsorId, number: sponsorNumbers.number })
      .from(sponsorNumbers)
      .where(inArray(sponsorNumbers.sponsorId, ids))
      .orderBy(asc(sponsorNumbers.sponsorId), asc(sponsorNumbers.number));
    for (const row of rows) map.get(row.sponsorId)?.push(row.number);
    return map;
  }

  async insert(values: NewSponsor): Promise<number> {
    const [row] = await this.db.insert(sponsors).values(values).returning({ id: sponsors.id });
    return row!.id;
  }

  async update(id: number, values: Partial<NewSponsor>): Promise<void> {
    await this.db
      .update(sponsors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sponsors.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(sponsors).where(eq(sponsors.id, id));
  }

  /** Adds numbers; those already there stay as they are. Returns how many were new. */
  async addNumbers(id: number, numbers: number[]): Promise<number> {
    if (numbers.length === 0) return 0;
    const added = await this.db
      .insert(sponsorNumbers)
      .values(numbers.map((number) => ({ sponsorId: id, number })))
      .onConflictDoNothing()
      .returning({ number: sponsorNumbers.number });
    return added.length;
  }

  async removeNumber(id: number, number: number): Promise<boolean> {
    const removed = await this.db
      .delete(sponsorNumbers)
      .where(and(eq(sponsorNumbers.sponsorId, id), eq(sponsorNumbers.number, number)))
      .returning({ number: sponsorNumbers.number });
    return removed.length > 0;
  }

  /** How many sponsors each number has (numbers without any are absent). */
  numberCounts(): Promise<{ number: number; count: number }[]> {
    return this.db.select({ number: sponsorNumbers.number, count: count() }).from(sponsorNumbers).groupBy(sponsorNumbers.number);
  }

  async imageExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: images.id }).from(images).where(eq(images.id, id));
    return Boolean(row);
  }

  /** Events whose screens may show a sponsor: the running and the scheduled ones. */
  async liveEventIds(): Promise<number[]> {
    const rows = await this.db
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.status, ['em_andamento', 'scheduled']));
    return rows.map((r) => r.id);
  }
}
