import { REMOVAL_REASON_REQUIRED, type DrawnNumber } from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { bumpLive, publishLive } from '../../live';
import { EventsRepository } from '../events';
import { RoundRecordWriter } from '../round-records';
import { RoundsRepository, ROUND_NOT_FOUND } from '../rounds';
import { DrawsRepository, toDrawnDto } from './draws.repository';

export const ALREADY_DRAWN = 'Número já sorteado nesta rodada.';
const EVENT_NOT_RUNNING = 'O evento desta rodada não está em andamento: inicie o evento para sortear ou remover números.';
const NOT_RUNNING = 'A rodada não está em andamento: inicie-a para sortear ou remover números.';

export class DrawsService {
  constructor(private readonly database: Database) {}

  async list(roundId: number): Promise<DrawnNumber[]> {
    if (!(await new RoundsRepository(this.database.db).get(roundId))) throw notFound(ROUND_NOT_FOUND);
    return (await new DrawsRepository(this.database.db).listByRound(roundId)).map(toDrawnDto);
  }

  async draw(roundId: number, number: number): Promise<DrawnNumber> {
    const { row, signal } = await this.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const round = await runningRound(tx, roundId);
      const inserted = await new DrawsRepository(tx).insertIfNew(roundId, number);
      if (!inserted) throw new AppError(409, ALREADY_DRAWN);
      await new RoundRecordWriter(tx).ballDrawn(roundId, number);
      return { row: inserted, signal: await bumpLive(tx, round.eventId) };
    });
    await publishLive(this.database, signal);
    return toDrawnDto(row);
  }

  /** Removes a ball; the admin's reason goes into the round's public record (issue 18). */
  async remove(roundId: number, drawnId: number, reason: string | undefined): Promise<void> {
    if (!reason?.trim()) throw new AppError(400, REMOVAL_REASON_REQUIRED);
    const signal = await this.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const round = await runningRound(tx, roundId);
      const removed = await new DrawsRepository(tx).delete(roundId, drawnId);
      if (!removed) throw notFound('Número sorteado não encontrado nesta rodada.');
      await new RoundRecordWriter(tx).ballRemoved(roundId, removed.number, reason.trim());
      return bumpLive(tx, round.eventId);
    });
    await publishLive(this.database, signal);
  }
}

/**
 * The round, checked running, with its event locked: every change to an event's rounds takes the
 * event lock first, so a ball and a concurrent finish queue instead of deadlocking.
 */
async function runningRound(tx: Db, roundId: number) {
  const rounds = new RoundsRepository(tx);
  const peek = await rounds.get(roundId);
  if (!peek) throw notFound(ROUND_NOT_FOUND);
  const event = await new EventsRepository(tx).getForUpdate(peek.eventId);
  const round = await rounds.get(roundId);
  if (!round) throw notFound(ROUND_NOT_FOUND);
  if (round.status !== 'in_progress') throw new AppError(409, NOT_RUNNING);
  // A round left running in an event that is not (or no longer) em_andamento takes no balls.
  if (event?.status !== 'em_andamento') throw new AppError(409, EVENT_NOT_RUNNING);
  return round;
}
