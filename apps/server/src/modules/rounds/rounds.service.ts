import { acumuladoMessages, STAGES_LOCKED, type Round, type RoundStatus, type StageKind } from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { anotherEventRunning, EVENT_NOT_FOUND, findEvent, lockEvent, startEventIfScheduled } from '../events';
import { hasPublicRecord, RoundRecordWriter } from '../round-records';
import { decideStep, recordStep, timestampsFor } from './round-steps';
import { stageStandings, stagesChange } from './round-stages';
import { RoundsRepository, toRoundDto, type RoundRow } from './rounds.repository';

export const ROUND_NOT_FOUND = 'Rodada não encontrada.';
const ONE_RUNNING = 'Já existe uma rodada em andamento neste evento. Finalize-a antes de iniciar outra.';
const NUMBER_TAKEN = 'Já existe uma rodada com este número neste evento.';
const ALREADY_RUNNING = 'Esta rodada já está em andamento.';
const FINISH_ONLY_RUNNING = 'Só é possível finalizar uma rodada em andamento.';
const START_FINISHED = 'Esta rodada já foi finalizada: para voltar a sortear, use “Reabrir” e informe o motivo.';
const REOPEN_ONLY_FINISHED = 'Só é possível reabrir uma rodada finalizada.';
const KEEP_RECORD = 'Rodadas com bolas sorteadas não podem ser excluídas.';
const KEEP_PUBLIC_RECORD = 'Esta rodada já foi iniciada e tem registro público: não pode ser excluída.';

export interface RoundInput {
  number?: number | undefined;
  prize: string;
  type: Round['type'];
  notes: string | null;
  status?: RoundStatus | undefined;
  /** Only to reopen a finished round through the edit form (decisions.md §14). */
  reason?: string | undefined;
  /** Left out: the stages stay (a new round plays cartela_cheia alone, decisions.md §14). */
  stages?: { kind: StageKind; prize: string }[] | undefined;
  /** Plays for the event's Acumulado (docs/decisions/032); left out it stays. */
  acumulado?: boolean | undefined;
}

/** Stored only when there is more than the full card: null reads as cartela_cheia with `prize`. */
const storable = (stages: RoundInput['stages']) => (stages && stages.length > 1 ? stages : null);

type Tx = { rounds: RoundsRepository; tx: Db; liveChanged: UnitOfWork['liveChanged'] };

export class RoundsService {
  private readonly repo: RoundsRepository;

  constructor(private readonly database: Database) {
    this.repo = new RoundsRepository(database.db);
  }

  /** Runs a change in one unit of work: the live change it makes is announced after the commit. */
  private async change<T>(fn: (t: Tx) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.database, ({ tx, liveChanged }) => fn({ rounds: new RoundsRepository(tx), tx, liveChanged }));
    } catch (err) {
      if (isUniqueViolation(err, 'rounds_one_running_per_event')) throw new AppError(409, ONE_RUNNING);
      if (isUniqueViolation(err, 'rounds_event_number_key')) throw new AppError(409, NUMBER_TAKEN);
      if (isUniqueViolation(err, 'events_one_running')) {
        throw await anotherEventRunning(this.database.db);
      }
      throw err;
    }
  }

  async listByEvent(eventId: number, isAdmin = false): Promise<Round[]> {
    const rows = await this.repo.listByEvent(eventId);
    return Promise.all(rows.map((row) => dto(this.database.db, row, isAdmin)));
  }

  async get(id: number, isAdmin = false): Promise<Round> {
    const row = await this.repo.get(id);
    if (!row) throw notFound(ROUND_NOT_FOUND);
    return dto(this.database.db, row, isAdmin);
  }

  create(eventId: number, input: RoundInput): Promise<Round> {
    return this.change(async ({ rounds, tx, liveChanged }) => {
      const event = await lockEvent(tx, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      if (input.acumulado && event.acumuladoBallLimit === null) throw new AppError(409, acumuladoMessages.noEventAcumulado);
      const status = input.status ?? 'not_started';
      const step = await decideStep(tx, eventId, 'not_started', status, input.reason);
      const row = await rounds.insert({
        eventId,
        number: input.number ?? (await rounds.nextNumber(eventId)),
        prize: input.prize,
        type: input.type,
        notes: input.notes,
        status,
        stages: storable(input.stages),
        acumulado: input.acumulado ?? false,
        ...timestampsFor(step, null),
      });
      if (step === 'start') await startEventIfScheduled(tx, eventId);
      await recordStep(tx, row.id, step, input.reason);
      const value = await dto(tx, row, true);
      await liveChanged(eventId);
      return value;
    });
  }

  /**
   * The edit form may set the status directly, under the same rule as start, finish and reopen
   * (decisions.md §14); the one-running invariant still holds. A prize changed after the start is
   * a record entry, written before the status change it came with.
   */
  update(id: number, input: RoundInput): Promise<Round> {
    return this.change(async ({ rounds, tx, liveChanged }) => {
      const current = await this.lockRound(rounds, tx, id);
      // What a round is played for is fixed once it starts (decisions.md §14); the full card's
      // prize alone may change, as a record entry.
      const changesStages = input.stages !== undefined && stagesChange(current, input.stages);
      if (changesStages && (current.status !== 'not_started' || current.startedAt)) throw new AppError(409, STAGES_LOCKED);
      const changesAcumulado = input.acumulado !== undefined && input.acumulado !== current.acumulado;
      if (changesAcumulado) await refuseAcumuladoMark(tx, current, input.acumulado!);
      const status = input.status ?? current.status;
      const step = await decideStep(tx, current.eventId, current.status, status, input.reason);
      const row = await rounds.update(id, {
        number: input.number, // left out of the form, it stays: an update skips undefined values
        prize: input.prize,
        type: input.type,
        notes: input.notes,
        status,
        ...(changesStages ? { stages: storable(input.stages) } : {}),
        ...(changesAcumulado ? { acumulado: input.acumulado } : {}),
        ...timestampsFor(step, current),
      });
      if (step === 'start' || step === 'reopen') await startEventIfScheduled(tx, current.eventId);
      if (input.prize !== current.prize) await new RoundRecordWriter(tx).prizeChanged(id, current.prize, input.prize);
      await recordStep(tx, id, step, input.reason);
      const value = await dto(tx, row, true);
      await liveChanged(current.eventId);
      return value;
    });
  }

  start(id: number): Promise<Round> {
    return this.change(async ({ rounds, tx, liveChanged }) => {
      const current = await this.lockRound(rounds, tx, id);
      if (current.status === 'in_progress') throw new AppError(409, ALREADY_RUNNING);
      // Going back to a finished round is "Reabrir", which asks why (decisions.md §14).
      if (current.status === 'finished') throw new AppError(409, START_FINISHED);
      const step = await decideStep(tx, current.eventId, current.status, 'in_progress');
      const row = await rounds.update(id, { status: 'in_progress', ...timestampsFor(step, current) });
      await startEventIfScheduled(tx, current.eventId);
      await recordStep(tx, id, step);
      const value = await dto(tx, row, true);
      await liveChanged(current.eventId);
      return value;
    });
  }

  /** "Reabrir": a finished round takes balls again; its reason goes into the public record (decisions.md §14). */
  reopen(id: number, reason: string): Promise<Round> {
    return this.change(async ({ rounds, tx, liveChanged }) => {
      const current = await this.lockRound(rounds, tx, id);
      if (current.status !== 'finished') throw new AppError(409, REOPEN_ONLY_FINISHED);
      const step = await decideStep(tx, current.eventId, 'finished', 'in_progress', reason);
      const row = await rounds.update(id, { status: 'in_progress', ...timestampsFor(step, current) });
      await startEventIfScheduled(tx, current.eventId);
      await recordStep(tx, id, step, reason);
      const value = await dto(tx, row, true);
      await liveChanged(current.eventId);
      return value;
    });
  }

  finish(id: number): Promise<Round> {
    return this.change(async ({ rounds, tx, liveChanged }) => {
      const current = await this.lockRound(rounds, tx, id);
      if (current.status !== 'in_progress') throw new AppError(409, FINISH_ONLY_RUNNING);
      const row = await rounds.update(id, { status: 'finished', ...timestampsFor('finish', current) });
      await recordStep(tx, id, 'finish');
      const value = await dto(tx, row, true);
      await liveChanged(current.eventId);
      return value;
    });
  }

  remove(id: number): Promise<void> {
    return this.change(async ({ rounds, tx, liveChanged }) => {
      const current = await this.lockRound(rounds, tx, id);
      if (current.status === 'in_progress') throw new AppError(409, 'Finalize a rodada antes de excluí-la.');
      // What happened in a round is never deleted (decisions.md §13); a round that ever started has
      // a public record, which is never deleted either (docs/decisions/015), balls or not.
      if (await rounds.hasBalls(id)) throw new AppError(409, KEEP_RECORD);
      if (await hasPublicRecord(tx, id)) throw new AppError(409, KEEP_PUBLIC_RECORD);
      if (current.status === 'finished') throw new AppError(409, KEEP_RECORD);
      await rounds.delete(id);
      await liveChanged(current.eventId);
    });
  }

  /** Locks the round's event first (all round changes of an event queue behind it), then the round. */
  private async lockRound(rounds: RoundsRepository, tx: Db, id: number): Promise<RoundRow> {
    const peek = await rounds.get(id);
    if (!peek) throw notFound(ROUND_NOT_FOUND);
    await lockEvent(tx, peek.eventId);
    const current = await rounds.getForUpdate(id);
    if (!current) throw notFound(ROUND_NOT_FOUND);
    return current;
  }
}

/** The round with its stages and their winners (decisions.md §14). */
async function dto(db: Db, row: RoundRow, isAdmin: boolean): Promise<Round> {
  return toRoundDto(row, await stageStandings(db, row, isAdmin));
}

/**
 * What a round plays for is fixed once it starts (decisions.md §14): its Acumulado mark too; and a
 * round is marked only for an event that runs one (docs/decisions/032).
 */
async function refuseAcumuladoMark(tx: Db, current: RoundRow, mark: boolean): Promise<void> {
  if (current.status !== 'not_started' || current.startedAt) throw new AppError(409, acumuladoMessages.roundStarted);
  if (mark && (await findEvent(tx, current.eventId))?.acumuladoBallLimit == null)
    throw new AppError(409, acumuladoMessages.noEventAcumulado);
}
