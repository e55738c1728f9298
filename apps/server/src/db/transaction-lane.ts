import type { Db } from './client';

/**
 * The queue of transactions for a database with one connection (PGlite), kept by us so that an
 * urgent one (a ball) starts before the others already waiting (docs/decisions/040). PGlite runs
 * one transaction at a time behind its own first-come mutex: left to it, a ball drawn during a
 * burst of approvals would wait for every approval queued before it.
 */
export class TransactionLane {
  private busy = false;
  private readonly urgent: (() => void)[] = [];
  private readonly waiting: (() => void)[] = [];

  /** Transactions waiting to start, urgent and others (tests watch a queue form). */
  get queued(): { urgent: number; others: number } {
    return { urgent: this.urgent.length, others: this.waiting.length };
  }

  async run<T>(urgent: boolean, work: () => Promise<T>): Promise<T> {
    if (this.busy) await new Promise<void>((resolve) => (urgent ? this.urgent : this.waiting).push(resolve));
    else this.busy = true;
    try {
      return await work();
    } finally {
      // Handed straight to the next one: nothing can slip in between.
      const next = this.urgent.shift() ?? this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}

const lanes = new WeakMap<Db, TransactionLane>();

/** The database has a single connection: its transactions go through one lane. */
export function useOneLane(db: Db): void {
  lanes.set(db, new TransactionLane());
}

/** The lane of a single-connection database; none for a pool (or for a transaction's own handle). */
export const laneOf = (db: Db): TransactionLane | undefined => lanes.get(db);
