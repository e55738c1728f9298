import {
  DRAW_KEY_REMOVED,
  DRAW_KEY_REUSED,
  notInControlMessage,
  REMOVAL_REASON_REQUIRED,
  type DrawnNumber,
  type RoundControl,
} from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { claimForBall } from '../../db/ball-first';
import { inTransaction } from '../../db/unit-of-work';
import { lockEventForDraw } from '../events';
import { RoundRecordWriter } from '../round-records';
import { findRound, ROUND_NOT_FOUND, takeRoundControl, type RoundRow } from '../rounds';
import { DrawsRepository, toDrawnDto } from './draws.repository';

/**
 * On PGlite a ball goes before the transactions waiting for the one connection, such as a burst of
 * approvals (docs/decisions/040).
 */
const URGENT = { urgent: true };

export const ALREADY_DRAWN = 'Número já sorteado nesta rodada.';
const EVENT_NOT_RUNNING = 'O evento desta rodada não está em andamento: inicie o evento para sortear ou remover números.';
const NOT_RUNNING = 'A rodada não está em andamento: inicie-a para sortear ou remover números.';

export class DrawsService {
  constructor(private readonly database: Database) {}

  async list(roundId: number): Promise<DrawnNumber[]> {
    if (!(await findRound(this.database.db, roundId))) throw notFound(ROUND_NOT_FOUND);
    return (await new DrawsRepository(this.database.db).listByRound(roundId)).map(toDrawnDto);
  }

  /**
   * Stores a ball. With a client key, a draw sent again (its answer was lost, or it waited in the
   * panel's offline queue) answers the ball it stored the first time, even if the round has moved
   * on since: it is the same ball, not a new one (docs/decisions/023).
   */
  async draw(roundId: number, number: number, clientKey?: string, panel?: Panel): Promise<DrawnNumber> {
    if (clientKey) {
      const stored = await new DrawsRepository(this.database.db).byClientKey(roundId, clientKey);
      if (stored) return replayed(stored, number);
      await refuseRemoved(new DrawsRepository(this.database.db), roundId, clientKey, number);
    }
    return inTransaction(
      this.database,
      async ({ tx, liveChanged }) => {
        const round = await runningRound(tx, roundId);
        const draws = new DrawsRepository(tx);
        // Two sends of one key at once: the second waited for the event lock and finds the first's ball.
        const twin = clientKey ? await draws.byClientKey(roundId, clientKey) : null;
        if (twin) return replayed(twin, number);
        // A retry racing the removal of its ball: the removal committed first, under the same lock.
        if (clientKey) await refuseRemoved(draws, roundId, clientKey, number);
        await holdControl(tx, round, panel);
        const inserted = await draws.insertIfNew(roundId, number, clientKey);
        if (!inserted) throw new AppError(409, ALREADY_DRAWN);
        await new RoundRecordWriter(tx).ballDrawn(roundId, number);
        await liveChanged(round.eventId);
        return toDrawnDto(inserted);
      },
      URGENT,
    );
  }

  /** Who holds the round's control, for the panels (decisions.md §14). */
  async control(roundId: number): Promise<RoundControl> {
    const round = await findRound(this.database.db, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    return toControlDto(round);
  }

  /**
   * "Assumir o controle": this panel calls the round from now on. Taking it from another panel is a
   * round-record entry with the panel's short id only: the operator's name stays out of the public
   * record (docs/decisions/023).
   */
  async takeControl(roundId: number, panel: Required<Panel>): Promise<RoundControl> {
    return inTransaction(this.database, async ({ tx }) => {
      const round = await runningRound(tx, roundId);
      if (round.controlPanel === panel.id) return toControlDto(round);
      const row = await takeRoundControl(tx, roundId, panel);
      if (round.controlPanel) await new RoundRecordWriter(tx).controlTaken(roundId, shortPanel(panel.id));
      return toControlDto(row);
    });
  }

  /** Removes a ball; the admin's reason goes into the round's public record (docs/decisions/015). */
  async remove(roundId: number, drawnId: number, reason: string | undefined): Promise<void> {
    // The body schema (removeBallBody) has trimmed it and refused a blank one; only its absence is left.
    if (!reason) throw new AppError(400, REMOVAL_REASON_REQUIRED);
    await inTransaction(this.database, async ({ tx, liveChanged }) => {
      const round = await runningRound(tx, roundId);
      const draws = new DrawsRepository(tx);
      const removed = await draws.delete(roundId, drawnId);
      if (!removed) throw notFound('Número sorteado não encontrado nesta rodada.');
      if (removed.clientKey) await draws.keepRemovedKey(roundId, removed.clientKey, removed.number);
      await new RoundRecordWriter(tx).ballRemoved(roundId, removed.number, reason);
      await liveChanged(round.eventId);
    });
  }
}

/** The panel sending a ball or taking control: its id (absent for a plain API caller) and its admin's name. */
export interface Panel {
  id?: string;
  name: string;
}

/** The first 6 characters: enough to tell panels apart in the record, nothing about who. */
const shortPanel = (id: string) => id.slice(0, 6);

function toControlDto(round: RoundRow): RoundControl {
  if (round.status !== 'in_progress' || !round.controlPanel || !round.controlSince) return { holder: null };
  return { holder: { panel_id: round.controlPanel, name: round.controlBy ?? '', since: round.controlSince.toISOString() } };
}

/**
 * One operator calls a round at a time (decisions.md §14): the first panel that draws takes the
 * round's control; a ball from any other panel is refused, and so is one from a caller that names
 * no panel once a panel holds it (docs/decisions/023). The caller holds the event's lock.
 */
async function holdControl(tx: Db, round: RoundRow, panel: Panel | undefined): Promise<void> {
  if (round.controlPanel && round.controlSince) {
    if (panel?.id === round.controlPanel) return;
    throw new AppError(409, notInControlMessage(round.controlBy ?? '', round.controlSince));
  }
  if (!panel?.id) return;
  await takeRoundControl(tx, round.id, { id: panel.id, name: panel.name });
}

/** The ball a key stored before; the same key for another number is a mistake, not a retry. */
function replayed(stored: { number: number } & Parameters<typeof toDrawnDto>[0], number: number): DrawnNumber {
  if (stored.number !== number) throw new AppError(409, DRAW_KEY_REUSED);
  return toDrawnDto(stored);
}

/**
 * A key whose ball the admin removed keeps answering for that ball: the retry is refused instead
 * of drawing it again (a removal would otherwise be undone by a panel's offline queue).
 */
async function refuseRemoved(draws: DrawsRepository, roundId: number, clientKey: string, number: number): Promise<void> {
  const removed = await draws.removedByClientKey(roundId, clientKey);
  if (removed === null) return;
  throw new AppError(409, removed === number ? DRAW_KEY_REMOVED : DRAW_KEY_REUSED);
}

/**
 * The round, checked running, with its event locked: every change to an event's rounds takes the
 * event lock first, so a ball and a concurrent finish queue instead of deadlocking. The lock does
 * not wait for purchases still creating cards (docs/decisions/040).
 */
async function runningRound(tx: Db, roundId: number) {
  const peek = await findRound(tx, roundId);
  if (!peek) throw notFound(ROUND_NOT_FOUND);
  // Before the event's row: purchases about to put cards in play let the ball go first (docs/decisions/040).
  await claimForBall(tx, peek.eventId);
  const event = await lockEventForDraw(tx, peek.eventId);
  const round = await findRound(tx, roundId);
  if (!round) throw notFound(ROUND_NOT_FOUND);
  if (round.status !== 'in_progress') throw new AppError(409, NOT_RUNNING);
  // A round left running in an event that is not (or no longer) em_andamento takes no balls.
  if (event?.status !== 'em_andamento') throw new AppError(409, EVENT_NOT_RUNNING);
  return round;
}
