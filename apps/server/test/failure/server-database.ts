import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { adminQuery, withDatabase } from '../global-setup';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface ServerDatabase {
  /** What to give the server process: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL). */
  env: Record<string, string>;
  /** PGlite: the data directory. */
  dataDir?: string;
  /** PostgreSQL: the database's URL. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of the run's kind for server processes: a PostgreSQL database copied
 * from the run's template, or a PGlite data directory unpacked from the run's migrated snapshot
 * (an initdb would take seconds more; the server opens it like any data directory).
 */
export async function createServerDatabase(): Promise<ServerDatabase> {
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
    const name = `bingo_f_${crypto.randomBytes(5).toString('hex')}`;
    await adminQuery(pgTemplate.url, `create database ${name} template ${pgTemplate.template}`);
    const url = withDatabase(pgTemplate.url, name);
    return { env: { DATABASE_URL: url }, url, drop: () => adminQuery(pgTemplate.url, `drop database if exists ${name} with (force)`) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-falha-'));
  fs.mkdirSync(path.join(dataDir, 'pgdata'));
  execFileSync('tar', ['-xf', inject('pgliteSnapshot'), '-C', path.join(dataDir, 'pgdata')], { stdio: 'ignore' });
  return { env: { DATA_DIR: dataDir }, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
