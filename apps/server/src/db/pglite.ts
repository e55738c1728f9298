import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './client';
import { migrationsFolder } from './migrations-folder';
import { acquireDirLock } from './dir-lock';
import * as schema from './schema';

/** Embedded PostgreSQL. File-backed in `dataDir`, or in memory when it is undefined. */
export async function openPglite(dataDir?: string, snapshot?: Blob | File): Promise<Database & { dump(): Promise<Blob> }> {
  // PGlite has no lock of its own: two processes on one directory would corrupt it.
  const release = dataDir ? acquireDirLock(dataDir) : () => {};
  let client: PGlite;
  try {
    client = snapshot ? await PGlite.create({ loadDataDir: snapshot }) : await PGlite.create(dataDir ? `${dataDir}/pgdata` : undefined);
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async migrate() {
      await migrate(db as never, { migrationsFolder });
    },
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      if (closed) throw new Error('database closed');
      await client.query('select 1');
    },
    /** A tarball of the data directory (tests start their databases from a migrated one). */
    async dump() {
      return client.dumpDataDir('none');
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      release();
    },
  };
}
