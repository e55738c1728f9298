import crypto from 'node:crypto';
import type { NumberReportEntry } from '@bingo/core';
import type { Database } from '../../db/client';
import { findEvent } from '../events';
import { SponsorsRepository } from './sponsors.repository';

const CHANNEL = 'sponsor_numbers_changed';

export interface ReportSnapshot {
  /** The report serialised once, shared by every poll. */
  json: string;
  etag: string;
}

/**
 * How many sponsors each number 1..75 has in an event (the Mapa de Números). The admin screen
 * polls it every 500 ms, so each event's is held in memory and read again only after a change,
 * announced through NOTIFY to every process (any change forgets every event's: changes are rare).
 */
export class NumbersReport {
  private readonly snapshots = new Map<number, ReportSnapshot>();
  private generation = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    // Any message, including the empty one sent after a reconnect, means "read again".
    this.unlisten = await this.database.listen(CHANNEL, () => this.invalidate());
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  /** Call after a committed change: this process forgets at once, the others when notified. */
  async changed(): Promise<void> {
    this.invalidate();
    await this.database.notify(CHANNEL, '');
  }

  /** The event's report (null for an unknown event, checked only when it is not held). */
  async get(eventId: number): Promise<ReportSnapshot | null> {
    const held = this.snapshots.get(eventId);
    if (held) return held;
    const generation = this.generation;
    if (!(await findEvent(this.database.db, eventId))) return null;
    const counts = new Map((await new SponsorsRepository(this.database.db).numberCounts(eventId)).map((c) => [c.number, c.count]));
    const snapshot = snapshotOf(counts);
    // A change committed during the read may be missing from it: answer with it, but don't keep it.
    if (generation === this.generation) this.snapshots.set(eventId, snapshot);
    return snapshot;
  }

  private invalidate(): void {
    this.generation += 1;
    this.snapshots.clear();
  }
}

/** No event at all: 75 numbers without sponsors. */
export const emptyNumbersReport = (): ReportSnapshot => snapshotOf(new Map());

/** The ETag is the content's: two events with the same counts share it, which is harmless. */
function snapshotOf(counts: Map<number, number>): ReportSnapshot {
  const report: NumberReportEntry[] = Array.from({ length: 75 }, (_, i) => ({ number: i + 1, sponsorsCount: counts.get(i + 1) ?? 0 }));
  const json = JSON.stringify(report);
  return { json, etag: `W/"numbers-${crypto.createHash('sha1').update(json).digest('base64url').slice(0, 16)}"` };
}
