import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './database';
import { migrationsFolder } from './migrations-folder';
import { PgListener } from './pg-listener';
import * as schema from './schema';

// numeric and bigint counts come back as strings by default; money fits a double at our scale.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

const MIGRATION_LOCK = 7_207_501;
/**
 * A database that stops answering without closing its connections (a frozen host, a network cut
 * without resets) would otherwise hold requests forever: no query of the app's runs for more than
 * a few seconds, so one unanswered for QUERY_TIMEOUT_MS fails (503) and its connection is dropped.
 * The health check is held to a tighter limit so a load balancer takes the process out quickly.
 * Migrations run on a connection of their own, without a limit.
 */
const QUERY_TIMEOUT_MS = 30_000;
const PING_TIMEOUT_MS = 2_000;

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, query_timeout: QUERY_TIMEOUT_MS });
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
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async ping() {
      // pg honours query_timeout per query as well (lib/client.js), though its types list it only for pools.
      await pool.query({ text: 'select 1', query_timeout: PING_TIMEOUT_MS } as pg.QueryConfig);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
