import crypto from 'node:crypto';
import type { NumberReportEntry } from '@bingo/core';
import type { Database } from '../../db/client';
import { SponsorsRepository } from './sponsors.repository';

const CHANNEL = 'sponsor_numbers_changed';

export interface ReportSnapshot {
  /** The report serialised once, shared by every poll. */
  json: string;
  etag: string;
}

/**
 * How many sponsors each number 1..75 has. The admin screen polls it every 500 ms, so it is held
 * in memory and read again only after a change, announced through NOTIFY to every process.
 */
export class NumbersReport {
  private snapshot: ReportSnapshot | null = null;
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

  async get(): Promise<ReportSnapshot> {
    if (this.snapshot) return this.snapshot;
    const generation = this.generation;
    const counts = new Map((await new SponsorsRepository(this.database.db).numberCounts()).map((c) => [c.number, c.count]));
    const report: NumberReportEntry[] = Array.from({ length: 75 }, (_, i) => ({ number: i + 1, sponsorsCount: counts.get(i + 1) ?? 0 }));
    const json = JSON.stringify(report);
    const snapshot = { json, etag: `W/"numbers-${crypto.createHash('sha1').update(json).digest('base64url').slice(0, 16)}"` };
    // A change committed during the read may be missing from it: answer with it, but don't keep it.
    if (generation === this.generation) this.snapshot = snapshot;
    return snapshot;
  }

  private invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
  }
}
