import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './database';
import { migrationsFolder } from './migrations-folder';
import { acquireDirLock } from './dir-lock';
import { templateBlob, unpackTemplate } from './pglite-template';
import * as schema from './schema';
import { useOneLane } from './transaction-lane';

/**
 * PostgreSQL settings of every PGlite start (docs/decisions/020). PGlite allocates and touches all
 * of shared_buffers when it starts, inside its WebAssembly heap, which never shrinks; its initdb
 * picked 128 MB (~160 MB with the rest of shared memory). 16 MB is more than the whole database of
 * the demo night (9 MB); pages beyond it are read again through the operating system's file cache.
 * Given here on every start, it also applies to data directories made before it.
 */
export const pgliteSettings = ['-c', 'shared_buffers=16MB'];

/** Embedded PostgreSQL. File-backed in `dataDir`, or in memory when it is undefined. */
export async function openPglite(dataDir?: string, snapshot?: Blob | File): Promise<Database & { dump(): Promise<Blob> }> {
  // PGlite has no lock of its own: two processes on one directory would corrupt it.
  const release = dataDir ? acquireDirLock(dataDir) : () => {};
  const startParams = [...PGlite.defaultStartParams, ...pgliteSettings];
  let client: PGlite;
  try {
    if (dataDir) {
      const pgdata = `${dataDir}/pgdata`;
      // A new directory starts from the template instead of PGlite's initdb (pglite-template.ts).
      if (!fs.existsSync(`${pgdata}/PG_VERSION`)) {
        // Without PG_VERSION it never was a cluster (an initdb stopped halfway): kept aside, not reused.
        if (fs.existsSync(pgdata)) fs.renameSync(pgdata, `${pgdata}.incomplete-${Date.now()}`);
        await unpackTemplate(pgdata);
      }
      client = await PGlite.create(pgdata, { startParams });
    } else {
      client = await PGlite.create({ loadDataDir: snapshot ?? templateBlob(), startParams });
    }
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  // One connection: transactions queue in our lane, where a ball may go first (docs/decisions/040).
  useOneLane(db);
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
