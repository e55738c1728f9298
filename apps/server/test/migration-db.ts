import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder } from '../src/db/migrations-folder';
import { adminQuery, withDatabase } from './global-setup';

/** Plain SQL on an empty database of the run's kind, for tests of one migration meeting older data. */
export interface MigrationDb {
  exec(sql: string): Promise<unknown>;
  rows<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  /** Applies the migration files whose name sorts before `before` (e.g. '0006'): the schema as it was. */
  migrateBefore(before: string): Promise<void>;
  /** Applies the one migration whose file name starts with `prefix`. */
  migrate(prefix: string): Promise<void>;
  close(): Promise<void>;
}

export async function emptyDatabase(): Promise<MigrationDb> {
  const server = inject('pgTemplate');
  let exec: (sql: string) => Promise<unknown>;
  let rows: <T>(sql: string) => Promise<T[]>;
  let close: () => Promise<void>;
  if (!server) {
    const db = new PGlite();
    exec = (s) => db.exec(s);
    rows = async <T>(s: string) => (await db.query<T>(s)).rows;
    close = () => db.close();
  } else {
    const name = `bingo_m_${crypto.randomBytes(5).toString('hex')}`;
    await adminQuery(server.url, `create database ${name}`);
    const client = new pg.Client({ connectionString: withDatabase(server.url, name) });
    await client.connect();
    exec = (s) => client.query(s);
    rows = async <T>(s: string) => (await client.query(s)).rows as T[];
    close = async () => {
      await client.end();
      await adminQuery(server.url, `drop database if exists ${name} with (force)`);
    };
  }
  const files = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
  // As drizzle's migrator does: one statement at a time, split at its breakpoints.
  const run = async (file: string) => {
    const sql = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) await exec(statement);
  };
  return {
    exec,
    rows,
    close,
    async migrateBefore(before) {
      for (const file of files.filter((f) => f < before).sort()) await run(file);
    },
    async migrate(prefix) {
      const file = files.find((f) => f.startsWith(prefix));
      if (!file) throw new Error(`no migration ${prefix}`);
      await run(file);
    },
  };
}
