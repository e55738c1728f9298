import type { PaymentMethod, PaymentStatus, Sponsor } from '@bingo/core';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { events, images, sponsorNumbers, sponsors, sponsorships } from '../../db/schema';
import { uploadUrl } from '../../lib/uploads';

/** A sponsorship with its company's name, contact and logo: one row of the sponsors screen. */
export interface SponsorRow {
  id: number;
  sponsorId: number;
  eventId: number;
  name: string;
  contactInfo: string | null;
  imageId: number | null;
  filename: string | null;
  amount: number;
  paymentMethod: string | null;
  paymentStatus: PaymentStatus;
  paymentDate: string | null;
  notes: string | null;
  createdAt: Date;
}

export interface SponsorFilter {
  name?: string | undefined;
  payment_status?: PaymentStatus | undefined;
  payment_method?: PaymentMethod | undefined;
}

export function toSponsorDto(row: SponsorRow, numbers: number[]): Sponsor {
  const url = row.filename ? uploadUrl(row.filename) : null;
  return {
    id: row.id,
    sponsor_id: row.sponsorId,
    event_id: row.eventId,
    name: row.name,
    contact_info: row.contactInfo,
    image_id: row.imageId,
    image: row.imageId && url ? { id: row.imageId, url } : null,
    logo_url: url,
    amount: Number(row.amount),
    payment_method: row.paymentMethod as PaymentMethod | null,
    payment_status: row.paymentStatus,
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

/** Alphabetical as a reader expects (accents and case ignored), the same on every server locale. */
export const byName = () => [sql`${foldedName} collate "C"`, asc(sponsorships.id)];

function where(eventId: number, filter: SponsorFilter): SQL | undefined {
  return and(
    eq(sponsorships.eventId, eventId),
    filter.name ? sql`${foldedName} like ${containsPattern(fold(filter.name))}` : undefined,
    filter.payment_status ? eq(sponsorships.paymentStatus, filter.payment_status) : undefined,
    filter.payment_method ? eq(sponsorships.paymentMethod, filter.payment_method) : undefined,
  );
}

const rowColumns = {
  id: sponsorships.id,
  sponsorId: sponsorships.sponsorId,
  eventId: sponsorships.eventId,
  name: sponsors.name,
  contactInfo: sponsors.contactInfo,
  imageId: sponsors.imageId,
  filename: images.filename,
  amount: sponsorships.amount,
  paymentMethod: sponsorships.paymentMethod,
  paymentStatus: sponsorships.paymentStatus,
  paymentDate: sponsorships.paymentDate,
  notes: sponsorships.notes,
  createdAt: sponsorships.createdAt,
};

/** The reads of the sponsors screens: sponsorships of one event, with their companies. */
export class SponsorsRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select(rowColumns)
      .from(sponsorships)
      .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
      .leftJoin(images, eq(images.id, sponsors.imageId));
  }

  async page(eventId: number, filter: SponsorFilter, page: number, limit: number): Promise<{ rows: SponsorRow[]; total: number }> {
    const rows = await this.select()
      .where(where(eventId, filter))
      .orderBy(...byName())
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db
      .select({ n: count() })
      .from(sponsorships)
      .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
      .where(where(eventId, filter));
    return { rows, total: total?.n ?? 0 };
  }

  async get(id: number): Promise<SponsorRow | null> {
    const [row] = await this.select().where(eq(sponsorships.id, id));
    return row ?? null;
  }

  /** Locks the sponsorship for the rest of the transaction (its company is changed through it). */
  async getForUpdate(id: number): Promise<typeof sponsorships.$inferSelect | null> {
    const [row] = await this.db.select().from(sponsorships).where(eq(sponsorships.id, id)).for('update');
    return row ?? null;
  }

  byNumber(eventId: number, number: number): Promise<SponsorRow[]> {
    return this.select()
      .innerJoin(sponsorNumbers, eq(sponsorNumbers.sponsorshipId, sponsorships.id))
      .where(and(eq(sponsorships.eventId, eventId), eq(sponsorNumbers.number, number)))
      .orderBy(...byName());
  }

  /** The numbers of several sponsorships in one read (never one request per row). */
  async numbersOf(ids: number[]): Promise<Map<number, number[]>> {
    const map = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await this.db
      .select({ id: sponsorNumbers.sponsorshipId, number: sponsorNumbers.number })
      .from(sponsorNumbers)
      .where(inArray(sponsorNumbers.sponsorshipId, ids))
      .orderBy(asc(sponsorNumbers.sponsorshipId), asc(sponsorNumbers.number));
    for (const row of rows) map.get(row.id)?.push(row.number);
    return map;
  }

  /** How many sponsors each number has in the event (numbers without any are absent). */
  numberCounts(eventId: number): Promise<{ number: number; count: number }[]> {
    return this.db
      .select({ number: sponsorNumbers.number, count: count() })
      .from(sponsorNumbers)
      .innerJoin(sponsorships, eq(sponsorships.id, sponsorNumbers.sponsorshipId))
      .where(eq(sponsorships.eventId, eventId))
      .groupBy(sponsorNumbers.number);
  }

  async imageExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: images.id }).from(images).where(eq(images.id, id));
    return Boolean(row);
  }

  /**
   * The events whose telão may show the company: those not finished where one of its
   * sponsorships has numbers. A new name or logo must reach each of them.
   */
  async liveEventsOfCompany(sponsorId: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: sponsorships.eventId })
      .from(sponsorships)
      .innerJoin(events, eq(events.id, sponsorships.eventId))
      .innerJoin(sponsorNumbers, eq(sponsorNumbers.sponsorshipId, sponsorships.id))
      .where(and(eq(sponsorships.sponsorId, sponsorId), ne(events.status, 'finalizado')));
    return rows.map((r) => r.id);
  }
}
