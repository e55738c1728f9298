import type { RecordEntry } from '@bingo/core';
import type { Db } from '../../db/client';
import { RoundRecordsRepository } from './round-records.repository';

// What other modules read of a round's public record, as operations: the repository stays behind
// this face (docs/decisions/011).

/** Whether the round has a public record: it started once (docs/decisions/015). */
export const hasPublicRecord = (db: Db, roundId: number): Promise<boolean> => new RoundRecordsRepository(db).hasRecord(roundId);

/** The round's record entries, in order. */
export const recordEntries = (db: Db, roundId: number): Promise<RecordEntry[]> => new RoundRecordsRepository(db).entries(roundId);

/** The holder's full name of each card, for the winners a record names. */
export const cardHolderNames = (db: Db, cardIds: number[]): Promise<{ id: number; fullName: string | null }[]> =>
  new RoundRecordsRepository(db).holderNames(cardIds);

/**
 * Locks the round's row before a write that appends to its record: every append queues there, so
 * entries keep their order (docs/decisions/015). Null when there is no such round.
 */
export const lockRoundForRecord = (tx: Db, roundId: number) => new RoundRecordsRepository(tx).lockRound(roundId);

/** The database's clock, the one the record's entries are stamped with. */
export const recordClock = (db: Db): Promise<Date> => new RoundRecordsRepository(db).now();
