import type { BingoEvent, EventStatus } from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { bumpLive, publishLive } from '../../live/live-signal';
import { EventsRepository, toEventDto } from './events.repository';

export const EVENT_NOT_FOUND = 'Evento não encontrado.';

export interface EventInput {
  name: string;
  start_date: string;
  rounds_count: number;
  status?: EventStatus | undefined;
  card_price?: number | undefined;
}

export class EventsService {
  private readonly repo: EventsRepository;

  constructor(
    private readonly database: Database,
    private readonly defaultCardPrice: number,
  ) {
    this.repo = new EventsRepository(database.db);
  }

  private inTx<T>(fn: (repo: EventsRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.database.db.transaction((tx) => fn(new EventsRepository(tx as unknown as Db), tx as unknown as Db));
  }

  async list(): Promise<BingoEvent[]> {
    return (await this.repo.list()).map(toEventDto);
  }

  async get(id: number): Promise<BingoEvent> {
    const row = await this.repo.get(id);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return toEventDto(row);
  }

  async active(): Promise<BingoEvent | null> {
    const row = await this.repo.active();
    return row ? toEventDto(row) : null;
  }

  async create(input: EventInput): Promise<BingoEvent> {
    const row = await this.repo.insert({
      name: input.name,
      startDate: new Date(input.start_date),
      roundsCount: input.rounds_count,
      status: input.status ?? 'scheduled',
      cardPrice: input.card_price ?? this.defaultCardPrice,
    });
    return toEventDto(row);
  }

  async update(id: number, input: EventInput): Promise<BingoEvent> {
    const { row, signal } = await this.inTx(async (repo, tx) => {
      const current = await repo.getForUpdate(id);
      if (!current) throw notFound(EVENT_NOT_FOUND);
      const updated = await repo.update(id, {
        name: input.name,
        startDate: new Date(input.start_date),
        roundsCount: input.rounds_count,
        ...(input.status ? { status: input.status } : {}),
        ...(input.card_price !== undefined ? { cardPrice: input.card_price } : {}),
      });
      return { row: updated!, signal: await bumpLive(tx, id) };
    });
    await publishLive(this.database, signal);
    return toEventDto(row);
  }

  async setStatus(id: number, status: EventStatus): Promise<BingoEvent> {
    const { row, signal } = await this.inTx(async (repo, tx) => {
      if (!(await repo.getForUpdate(id))) throw notFound(EVENT_NOT_FOUND);
      const updated = await repo.update(id, { status });
      return { row: updated!, signal: await bumpLive(tx, id) };
    });
    await publishLive(this.database, signal);
    return toEventDto(row);
  }

  async remove(id: number): Promise<void> {
    await this.inTx(async (repo) => {
      if (!(await repo.getForUpdate(id))) throw notFound(EVENT_NOT_FOUND);
      if (await repo.hasSalesOrBalls(id)) {
        throw new AppError(409, 'Este evento já tem cartelas vendidas ou números sorteados e não pode ser excluído. Finalize-o em vez disso.');
      }
      await repo.deleteCascade(id);
    });
  }
}
