import { sponsorMessages, type Sponsor, type SponsorInput, type SponsorPatch } from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { bumpLive, publishLive, type LiveSignal } from '../../live';
import type { NumbersReport } from './numbers-report';
import { SponsorsRepository, toSponsorDto, type NewSponsor, type SponsorFilter, type SponsorRow } from './sponsors.repository';

/** What a write touched: the big screens show sponsors' names, logos and numbers; the map counts numbers. */
interface Effects {
  live?: boolean;
  numbers?: boolean;
}

export class SponsorsService {
  private readonly repo: SponsorsRepository;

  constructor(
    private readonly database: Database,
    private readonly report: NumbersReport,
  ) {
    this.repo = new SponsorsRepository(database.db);
  }

  /**
   * Runs a write in a transaction. When it changed what the live screens show, every running or
   * scheduled event's live version moves in that same transaction, and is announced after commit.
   */
  private async write<T>(fn: (repo: SponsorsRepository) => Promise<{ value: T } & Effects>): Promise<T> {
    const { value, signals, numbers } = await this.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const repo = new SponsorsRepository(tx);
      const out = await fn(repo);
      const signals: LiveSignal[] = [];
      if (out.live) for (const eventId of await repo.liveEventIds()) signals.push(await bumpLive(tx, eventId));
      return { value: out.value, signals, numbers: out.numbers ?? false };
    });
    for (const signal of signals) await publishLive(this.database, signal);
    if (numbers) await this.report.changed();
    return value;
  }

  private async dtos(rows: SponsorRow[], repo = this.repo): Promise<Sponsor[]> {
    const numbers = await repo.numbersOf(rows.map((r) => r.id));
    return rows.map((row) => toSponsorDto(row, numbers.get(row.id) ?? []));
  }

  async list(filter: SponsorFilter, page: number, limit: number): Promise<{ items: Sponsor[]; total: number }> {
    const { rows, total } = await this.repo.page(filter, page, limit);
    return { items: await this.dtos(rows), total };
  }

  async get(id: number, repo = this.repo): Promise<Sponsor> {
    const row = await repo.get(id);
    if (!row) throw notFound(sponsorMessages.notFound);
    return (await this.dtos([row], repo))[0]!;
  }

  async byNumber(number: number): Promise<Sponsor[]> {
    return this.dtos(await this.repo.byNumber(number));
  }

  create(input: SponsorInput): Promise<Sponsor> {
    return this.write(async (repo) => {
      await this.checkImage(repo, input.image_id);
      const id = await repo.insert({ ...toColumns(input), name: input.name });
      // No numbers yet, so no screen shows it.
      return { value: await this.get(id, repo) };
    });
  }

  update(id: number, patch: SponsorPatch): Promise<Sponsor> {
    return this.write(async (repo) => {
      const current = await this.lock(repo, id);
      await this.checkImage(repo, patch.image_id);
      await repo.update(id, toColumns(patch));
      const value = await this.get(id, repo);
      const shownChanged = value.name !== current.name || value.image_id !== current.imageId;
      return { value, live: shownChanged && value.numbers.length > 0 };
    });
  }

  remove(id: number): Promise<void> {
    return this.write(async (repo) => {
      await this.lock(repo, id);
      const hadNumbers = ((await repo.numbersOf([id])).get(id) ?? []).length > 0;
      await repo.delete(id);
      return { value: undefined, live: hadNumbers, numbers: hadNumbers };
    });
  }

  async numbers(id: number): Promise<number[]> {
    if (!(await this.repo.get(id))) throw notFound(sponsorMessages.notFound);
    return (await this.repo.numbersOf([id])).get(id) ?? [];
  }

  /** Idempotent: numbers the sponsor already has are left alone. */
  addNumbers(id: number, numbers: number[]): Promise<number[]> {
    return this.write(async (repo) => {
      await this.lock(repo, id);
      const added = await repo.addNumbers(id, [...new Set(numbers)]);
      return { value: (await repo.numbersOf([id])).get(id) ?? [], live: added > 0, numbers: added > 0 };
    });
  }

  /** Idempotent: removing a number the sponsor does not have changes nothing. */
  removeNumber(id: number, number: number): Promise<number[]> {
    return this.write(async (repo) => {
      await this.lock(repo, id);
      const removed = await repo.removeNumber(id, number);
      return { value: (await repo.numbersOf([id])).get(id) ?? [], live: removed, numbers: removed };
    });
  }

  private async lock(repo: SponsorsRepository, id: number) {
    const row = await repo.getForUpdate(id);
    if (!row) throw notFound(sponsorMessages.notFound);
    return row;
  }

  private async checkImage(repo: SponsorsRepository, imageId: number | null | undefined): Promise<void> {
    if (imageId && !(await repo.imageExists(imageId))) {
      throw badRequest(sponsorMessages.imageNotFound, { image_id: sponsorMessages.imageNotFound });
    }
  }
}

/** The API's field names to the table's; fields left out of a PATCH stay untouched. */
function toColumns(input: SponsorPatch): Partial<NewSponsor> {
  const columns: Partial<NewSponsor> = {
    name: input.name,
    contactInfo: input.contact_info,
    imageId: input.image_id,
    amount: input.amount,
    paymentMethod: input.payment_method,
    paymentStatus: input.payment_status,
    paymentDate: input.payment_date,
    notes: input.notes,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
