import type { Db } from '../../db/client';
import { RoundsRepository, type RoundRow } from './rounds.repository';

// What other modules ask of a round, as operations: the repository stays behind this face
// (docs/decisions/011, "Prefer exporting an operation").

/** The round, or null when there is none with this id. */
export const findRound = (db: Db, id: number): Promise<RoundRow | null> => new RoundsRepository(db).get(id);

/** The event's rounds by number. */
export const eventRounds = (db: Db, eventId: number): Promise<RoundRow[]> => new RoundsRepository(db).listByEvent(eventId);

/**
 * "Assumir o controle": this panel calls the round from now on (decisions.md §14). The caller
 * holds the event's lock and has checked the round is running.
 */
export const takeRoundControl = (tx: Db, roundId: number, panel: { id: string; name: string }): Promise<RoundRow> =>
  new RoundsRepository(tx).update(roundId, { controlPanel: panel.id, controlBy: panel.name, controlSince: new Date() });
