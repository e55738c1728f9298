import type { Database, Db } from './client';
import { bumpLive, mergeSignals, publishLive, type LiveSignal } from './live-signal';
import { laneOf } from './transaction-lane';

/** A transaction as the repositories take it. */
export interface Work {
  readonly tx: Db;
}

/** A transaction that may also change what the live screens show (docs/decisions/004). */
export interface UnitOfWork extends Work {
  /**
   * Marks, inside the transaction, that the event's live state changed (`cards`: cards entered or
   * left play, so every process re-reads its card index). The signal goes out once the
   * transaction has committed: publishing earlier could let a reader see the old rows under the
   * new version.
   */
  liveChanged(eventId: number, options?: { cards?: boolean; joined?: number[] }): Promise<void>;
}

export interface TransactionOptions {
  /**
   * On a single-connection database (PGlite) this transaction starts before those already waiting
   * for it: a ball is not held up by a burst of purchases (docs/decisions/040). A pool has no
   * such queue of ours; there the draw's row locks give it precedence.
   */
  urgent?: boolean;
}

/**
 * The one place a Drizzle transaction is opened and cast to the repositories' type, and the one
 * place live signals are published, after the commit (docs/decisions/031). Given only a `Db` (a
 * service that never touches the live state) the work gets a plain transaction.
 */
export function inTransaction<T>(database: Database, work: (uow: UnitOfWork) => Promise<T>, options?: TransactionOptions): Promise<T>;
export function inTransaction<T>(db: Db, work: (uow: Work) => Promise<T>, options?: TransactionOptions): Promise<T>;
export async function inTransaction<T>(
  source: Database | Db,
  work: (uow: UnitOfWork) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const database = isDatabase(source) ? source : null;
  const db = database?.db ?? (source as Db);
  const signals = new Map<number, LiveSignal>();
  const open = () =>
    db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      return work({
        tx,
        liveChanged: async (eventId, options) => {
          if (!database) throw new Error('inTransaction: live changes need the Database, not a bare Db');
          // Bumped twice in one transaction: the last version, and cards if either said so.
          signals.set(eventId, mergeSignals(signals.get(eventId), await bumpLive(tx, eventId, options)));
        },
      });
    });
  const publish = async (untilShown: boolean) => {
    for (const signal of signals.values()) await publishLive(database!, signal, { untilShown });
  };
  const lane = laneOf(db);
  if (lane && options.urgent) {
    // The lane stays held until the ball's frame is out: its reads do not share the one connection
    // with the approvals waiting behind it (docs/decisions/043).
    return lane.run(true, async () => {
      const value = await open();
      await publish(true);
      return value;
    });
  }
  const value = await (lane ? lane.run(false, open) : open());
  await publish(false);
  return value;
}

function isDatabase(source: Database | Db): source is Database {
  return 'notify' in source && 'db' in source;
}
