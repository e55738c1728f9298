import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Database, type Db } from './client';
import { PgListener } from './pg-listener';
import * as schema from './schema';

// numeric and bigint counts come back as strings by default; money fits a double at our scale.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

const MIGRATION_LOCK = 7_207_501;

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const listener = new PgListener(url);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // Several processes may start at once: an advisory lock lets one migrate while the others wait.
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
