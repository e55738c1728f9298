import {
  type AcumuladoInput,
  type BingoEvent,
  EVENT_REOPEN_REASON_REQUIRED,
  type EventReopening,
  type EventStatus,
  eventMessages,
} from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { RoundRecordWriter } from '../round-records';
import { changeTerms, potLinkedToOtherEvent } from '../acumulado';
import { EventReopeningsRepository } from './event-reopenings.repository';
import { type EventRow, EventsRepository, toEventDto } from './events.repository';

export const EVENT_NOT_FOUND = 'Evento não encontrado.';
export const EVENT_HAS_PAID_SPONSORS =
  'Este evento tem patrocínios pagos e não pode ser excluído: o dinheiro recebido fica registrado. Finalize-o em vez disso.';

export const EVENT_HAS_CARRIED_POT =
  'O acumulado deste evento passou de ou para outro evento e fica no histórico dos dois: o evento não pode ser excluído.';

export interface EventInput {
  name: string;
  start_date: string;
  rounds_count: number;
  status?: EventStatus | undefined;
  card_price?: number | undefined;
  meta_arrecadacao?: number | null | undefined;
  meta_visivel?: boolean | undefined;
  /** Only to move a finished event to another status (decisions.md §14). */
  reason?: string | undefined;
  /** The Acumulado's terms (docs/decisions/032): left out they stay, null takes them away. */
  acumulado?: AcumuladoInput | null | undefined;
  /** Why the acumulado changed, needed once its pot has history. */
  acumulado_reason?: string | undefined;
}

/** A status change as asked: "Finalizar {nome} e iniciar este", and the reason of a reopen. */
export interface StatusChange {
  status: EventStatus;
  finish_running?: boolean | undefined;
  reason?: string | undefined;
}

/** The goal's columns of a create or edit: left out, a field keeps its current value. */
function goalColumns(input: EventInput, current: Pick<EventRow, 'fundraisingGoal' | 'showGoal'> | null) {
  const fundraisingGoal = input.meta_arrecadacao !== undefined ? input.meta_arrecadacao : (current?.fundraisingGoal ?? null);
  const showGoal = input.meta_visivel ?? current?.showGoal ?? false;
  // A thermometer with nothing to fill up to would show nonsense on the telão.
  if (showGoal && fundraisingGoal === null) {
    throw badRequest(eventMessages.goalToShow, { meta_visivel: eventMessages.goalToShow });
  }
  return { fundraisingGoal, showGoal };
}

export class EventsService {
  private readonly repo: EventsRepository;

  constructor(
    private readonly database: Database,
    private readonly defaultCardPrice: number,
  ) {
    this.repo = new EventsRepository(database.db);
  }

  private inTx<T>(fn: (repo: EventsRepository, uow: UnitOfWork) => Promise<T>): Promise<T> {
    return inTransaction(this.database, (uow) => fn(new EventsRepository(uow.tx), uow));
  }

  /**
   * Runs a change that may start or finish an event, then announces every live change it made.
   * Two starts at once both pass the check; the database's one-running index stops the second.
   */
  private async changing<T>(fn: (repo: EventsRepository, uow: UnitOfWork) => Promise<T>): Promise<T> {
    try {
      return await this.inTx(fn);
    } catch (err) {
      if (!isUniqueViolation(err, 'events_one_running')) throw err;
      throw anotherRunning((await this.repo.runningOther(null))?.name);
    }
  }

  async list(): Promise<BingoEvent[]> {
    return (await this.repo.list()).map(toEventDto);
  }

  async get(id: number): Promise<BingoEvent> {
    const row = await this.repo.get(id);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return toEventDto(row);
  }

  async open(): Promise<BingoEvent[]> {
    return (await this.repo.open()).map(toEventDto);
  }

  async active(): Promise<BingoEvent | null> {
    const row = await this.repo.active();
    return row ? toEventDto(row) : null;
  }

  /** `by`: the admin creating it, kept with the acumulado's first terms (docs/decisions/032). */
  create(input: EventInput, by: number): Promise<BingoEvent> {
    return this.changing(async (repo, { tx }) => {
      const status = input.status ?? 'scheduled';
      if (status === 'em_andamento') await refuseAnotherRunning(repo, null);
      const row = await repo.insert({
        name: input.name,
        startDate: new Date(input.start_date),
        roundsCount: input.rounds_count,
        status,
        cardPrice: input.card_price ?? this.defaultCardPrice,
        ...goalColumns(input, null),
      });
      await changeTerms(tx, { eventId: row.id, terms: input.acumulado, reason: input.acumulado_reason, by });
      return toEventDto(row);
    });
  }

  /** `by`: the admin making the change, kept with a reopen (decisions.md §14). */
  update(id: number, input: EventInput, by: number): Promise<BingoEvent> {
    return this.changing(async (repo, uow) => {
      const current = await repo.getForUpdate(id);
      if (!current) throw notFound(EVENT_NOT_FOUND);
      if (input.status) await moveStatus(repo, uow, current.id, current.status, { status: input.status, reason: input.reason }, by);
      const updated = await repo.update(id, {
        name: input.name,
        startDate: new Date(input.start_date),
        roundsCount: input.rounds_count,
        ...(input.status ? { status: input.status } : {}),
        ...(input.card_price !== undefined ? { cardPrice: input.card_price } : {}),
        ...goalColumns(input, current),
      });
      await changeTerms(uow.tx, { eventId: id, terms: input.acumulado, reason: input.acumulado_reason, by });
      await uow.liveChanged(id);
      return toEventDto(updated!);
    });
  }

  /**
   * The status-change call. `finish_running` is "Finalizar {nome} e iniciar este": the running event
   * (and its running round) is finished in the same transaction as this one starts.
   */
  setStatus(id: number, change: StatusChange, by: number): Promise<BingoEvent> {
    return this.changing(async (repo, uow) => {
      const current = await repo.getForUpdate(id);
      if (!current) throw notFound(EVENT_NOT_FOUND);
      await moveStatus(repo, uow, id, current.status, change, by);
      const updated = await repo.update(id, { status: change.status });
      await uow.liveChanged(id);
      return toEventDto(updated!);
    });
  }

  /** The reopenings of a finished event, oldest first: who, when and why. */
  async reopenings(id: number): Promise<EventReopening[]> {
    await this.get(id);
    return new EventReopeningsRepository(this.database.db).list(id);
  }

  async remove(id: number): Promise<void> {
    await this.inTx(async (repo, { tx }) => {
      if (!(await repo.getForUpdate(id))) throw notFound(EVENT_NOT_FOUND);
      if (await repo.hasSalesOrBalls(id)) {
        throw new AppError(
          409,
          'Este evento já tem cartelas vendidas ou números sorteados e não pode ser excluído. Finalize-o em vez disso.',
        );
      }
      if (await repo.hasPaidSponsorships(id)) {
        throw new AppError(409, EVENT_HAS_PAID_SPONSORS);
      }
      // A pot that came from or went to another event is part of both histories (docs/decisions/032).
      if (await potLinkedToOtherEvent(tx, id)) throw new AppError(409, EVENT_HAS_CARRIED_POT);
      await repo.deleteCascade(id);
    });
  }
}

/** Without a name when the running event could not be read any more (it was finished meanwhile). */
export const anotherRunning = (name: string | undefined) =>
  new AppError(409, `Já existe um evento em andamento${name ? `: ${name}` : ''}. Finalize-o antes de iniciar outro.`);

/** Refuses to start an event while another is em_andamento (decisions.md §13). */
export async function refuseAnotherRunning(repo: EventsRepository, id: number | null): Promise<void> {
  const other = await repo.runningOther(id);
  if (other) throw anotherRunning(other.name);
}

/**
 * What moving an event's status entails besides the status itself (the caller holds its lock and
 * writes the status): starting it while another runs is refused, or finishes the other when asked;
 * finishing it finishes its running round; a finished event moves again only with a reason, kept
 * with who and when (decisions.md §14); the other event finished changes its live state too.
 */
async function moveStatus(
  repo: EventsRepository,
  { tx, liveChanged }: UnitOfWork,
  id: number,
  from: EventStatus,
  { status: to, finish_running: finishRunning = false, reason }: StatusChange,
  by: number,
): Promise<void> {
  if (to === from) return;
  if (from === 'finalizado') {
    if (!reason) throw badRequest(EVENT_REOPEN_REASON_REQUIRED, { reason: EVENT_REOPEN_REASON_REQUIRED });
    await new EventReopeningsRepository(tx).insert({ eventId: id, userId: by, reason, status: to });
  }
  if (to === 'em_andamento') {
    const other = await repo.runningOther(id);
    if (other && !finishRunning) throw anotherRunning(other.name);
    if (other) {
      await recordFinished(tx, await repo.finishRunningRounds(other.id));
      await repo.update(other.id, { status: 'finalizado' });
      await liveChanged(other.id);
    }
  }
  if (to === 'finalizado') await recordFinished(tx, await repo.finishRunningRounds(id));
}

async function recordFinished(tx: Db, roundIds: number[]): Promise<void> {
  for (const roundId of roundIds) await new RoundRecordWriter(tx).finished(roundId);
}
