import { badRequest, notFound } from '../../lib/app-error';
import { sponsorMessages, type Sponsor, type SponsorInput, type SponsorPatch } from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { showsGoal } from '../../live';
import { inTransaction } from '../../db/unit-of-work';
import type { NumbersReport } from './numbers-report';
import { sponsorsEvent, sponsorsEventToWrite } from './sponsor-events';
import { SponsorsRepository, toSponsorDto, type SponsorFilter, type SponsorRow } from './sponsors.repository';
import { SponsorshipWrites, type CompanyColumns, type SponsorshipColumns } from './sponsorship-writes';

/** What a write touched: the telão shows sponsors' names, logos and numbers; the map counts numbers. */
interface Effects {
  /** Events whose live state changed. */
  live?: number[];
  numbers?: boolean;
}

interface Tx {
  db: Db;
  reads: SponsorsRepository;
  writes: SponsorshipWrites;
}

/**
 * Sponsors per event (decisions.md §13): each row is a sponsorship (`id`) of a company kept
 * across events (`sponsor_id`). Name, contact and logo are the company's; value, payment, notes
 * and numbers are the sponsorship's.
 */
/** What a sponsorship adds to the money raised: its value once paid. */
const paidAmount = (s: Sponsor) => (s.payment_status === 'pago' ? s.amount : 0);

export class SponsorsService {
  private readonly reads: SponsorsRepository;

  constructor(
    private readonly database: Database,
    private readonly report: NumbersReport,
  ) {
    this.reads = new SponsorsRepository(database.db);
  }

  /**
   * Runs a write in a transaction. The live version of each event whose telão it changed moves in
   * that same transaction, and is announced after commit.
   */
  private async write<T>(fn: (tx: Tx) => Promise<{ value: T } & Effects>): Promise<T> {
    const { value, numbers } = await inTransaction(this.database, async ({ tx: db, liveChanged }) => {
      const out = await fn({ db, reads: new SponsorsRepository(db), writes: new SponsorshipWrites(db) });
      for (const eventId of new Set(out.live ?? [])) await liveChanged(eventId);
      return { value: out.value, numbers: out.numbers ?? false };
    });
    if (numbers) await this.report.changed();
    return value;
  }

  private async dtos(rows: SponsorRow[], reads = this.reads): Promise<Sponsor[]> {
    const numbers = await reads.numbersOf(rows.map((r) => r.id));
    return rows.map((row) => toSponsorDto(row, numbers.get(row.id) ?? []));
  }

  async list(
    eventId: number | undefined,
    filter: SponsorFilter,
    page: number,
    limit: number,
  ): Promise<{ items: Sponsor[]; total: number }> {
    const event = await sponsorsEvent(this.database.db, eventId);
    if (event === null) return { items: [], total: 0 };
    const { rows, total } = await this.reads.page(event, filter, page, limit);
    return { items: await this.dtos(rows), total };
  }

  async get(id: number, reads = this.reads): Promise<Sponsor> {
    const row = await reads.get(id);
    if (!row) throw notFound(sponsorMessages.notFound);
    return (await this.dtos([row], reads))[0]!;
  }

  async byNumber(eventId: number | undefined, number: number): Promise<Sponsor[]> {
    const event = await sponsorsEvent(this.database.db, eventId);
    return event === null ? [] : this.dtos(await this.reads.byNumber(event, number));
  }

  /** A new company and its sponsorship in the chosen event (default: the active one). */
  create(input: SponsorInput): Promise<Sponsor> {
    return this.write(async ({ db, reads, writes }) => {
      const eventId = await sponsorsEventToWrite(db, input.event_id);
      await this.checkImage(reads, input.image_id);
      const company = companyColumns(input);
      const sponsorId = await writes.insertCompany({ ...company, name: input.name });
      const id = await writes.insertSponsorship(sponsorId, eventId, sponsorshipColumns(input));
      // No numbers yet, so no screen shows it; only a sponsorship already paid moves the goal.
      const value = await this.get(id, reads);
      return { value, live: paidAmount(value) > 0 && (await showsGoal(db, eventId)) ? [eventId] : [] };
    });
  }

  /** Edits both parts: the company's fields (every event sees them) and this event's sponsorship. */
  update(id: number, patch: SponsorPatch): Promise<Sponsor> {
    return this.write(async ({ db, reads, writes }) => {
      const current = await this.lock(reads, id);
      await this.checkImage(reads, patch.image_id);
      const before = await this.get(id, reads);
      await writes.updateCompany(current.sponsorId, companyColumns(patch));
      await writes.updateSponsorship(id, sponsorshipColumns(patch));
      const value = await this.get(id, reads);
      const shownChanged = value.name !== before.name || value.image_id !== before.image_id;
      // Money received moves the event's goal thermometer (docs/decisions/019).
      const raisedChanged = paidAmount(value) !== paidAmount(before) && (await showsGoal(db, current.eventId));
      const live = [
        ...(shownChanged ? await reads.liveEventsOfCompany(current.sponsorId) : []),
        ...(raisedChanged ? [current.eventId] : []),
      ];
      return { value, live };
    });
  }

  /** Takes the sponsor out of this event; the company goes too when no other event has it. */
  remove(id: number): Promise<void> {
    return this.write(async ({ db, reads, writes }) => {
      const current = await this.lock(reads, id);
      const hadNumbers = ((await reads.numbersOf([id])).get(id) ?? []).length > 0;
      const wasPaid = paidAmount(await this.get(id, reads)) > 0 && (await showsGoal(db, current.eventId));
      await writes.deleteSponsorship(id, current.sponsorId);
      return { value: undefined, live: hadNumbers || wasPaid ? [current.eventId] : [], numbers: hadNumbers };
    });
  }

  async numbers(id: number): Promise<number[]> {
    if (!(await this.reads.get(id))) throw notFound(sponsorMessages.notFound);
    return (await this.reads.numbersOf([id])).get(id) ?? [];
  }

  /** Idempotent: numbers the sponsorship already has are left alone. */
  addNumbers(id: number, numbers: number[]): Promise<number[]> {
    return this.write(async ({ reads, writes }) => {
      const { eventId } = await this.lock(reads, id);
      const added = await writes.addNumbers(id, [...new Set(numbers)]);
      return { value: (await reads.numbersOf([id])).get(id) ?? [], live: added > 0 ? [eventId] : [], numbers: added > 0 };
    });
  }

  /** Idempotent: removing a number the sponsorship does not have changes nothing. */
  removeNumber(id: number, number: number): Promise<number[]> {
    return this.write(async ({ reads, writes }) => {
      const { eventId } = await this.lock(reads, id);
      const removed = await writes.removeNumber(id, number);
      return { value: (await reads.numbersOf([id])).get(id) ?? [], live: removed ? [eventId] : [], numbers: removed };
    });
  }

  /** "Copiar patrocinadores de outro evento" into the chosen event (default: the active one). */
  copy(fromEventId: number, toEventId: number | undefined): Promise<{ copied: number; skipped: number; message: string }> {
    return this.write(async ({ db, writes }) => {
      const target = await sponsorsEventToWrite(db, toEventId);
      if (target === fromEventId) throw badRequest(sponsorMessages.copySameEvent, { from_event_id: sponsorMessages.copySameEvent });
      await sponsorsEvent(db, fromEventId);
      const { copied, skipped, numbers } = await writes.copy(fromEventId, target);
      return {
        value: { copied, skipped, message: sponsorMessages.copied(copied, skipped) },
        live: numbers > 0 ? [target] : [],
        numbers: numbers > 0,
      };
    });
  }

  private async lock(reads: SponsorsRepository, id: number) {
    const row = await reads.getForUpdate(id);
    if (!row) throw notFound(sponsorMessages.notFound);
    return row;
  }

  private async checkImage(reads: SponsorsRepository, imageId: number | null | undefined): Promise<void> {
    if (imageId && !(await reads.imageExists(imageId))) {
      throw badRequest(sponsorMessages.imageNotFound, { image_id: sponsorMessages.imageNotFound });
    }
  }
}

/** The API's field names to the tables'; fields left out of a PATCH stay untouched. */
const defined = <T extends object>(columns: T): T => Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as T;

const companyColumns = (input: SponsorPatch): CompanyColumns =>
  defined({ name: input.name, contactInfo: input.contact_info, imageId: input.image_id });

const sponsorshipColumns = (input: SponsorPatch): SponsorshipColumns =>
  defined({
    amount: input.amount,
    paymentMethod: input.payment_method,
    paymentStatus: input.payment_status,
    paymentDate: input.payment_date,
    notes: input.notes,
  });
