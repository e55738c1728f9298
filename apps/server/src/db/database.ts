// The database's shape, apart from openDatabase (client.ts) so the drivers it loads lazily
// (pglite.ts, postgres.ts) take these types without importing it back.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle both drivers give: repositories only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** One database, embedded or server: the rest of the code does not know which. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Brings the schema up to date (safe when several processes start together). */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for a server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from this dumped, already-migrated data directory (fast test databases). */
  snapshot?: Blob | File | undefined;
  /** Run the migrations before answering (default true). */
  migrate?: boolean;
  poolSize?: number;
}
