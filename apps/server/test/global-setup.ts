import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumped, migrated data directory to start each test database from. */
    pgliteSnapshot: string;
    /** PostgreSQL: server URL and the migrated template database each test database copies. */
    pgTemplate: { url: string; template: string } | null;
  }
}

/** Migrates once per run; each test file then gets its own copy in well under a second. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `bingo_tpl_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    await adminQuery(url, `create database ${template}`);
    const database = await openDatabase({ url: withDatabase(url, template), poolSize: 2 });
    await database.close();
    project.provide('pgTemplate', { url, template });
    project.provide('pgliteSnapshot', '');
    return async () => {
      await adminQuery(url, `drop database if exists ${template} with (force)`);
    };
  }
  const database = await openDatabase({});
  const client = (database as unknown as { dump?: () => Promise<Blob> }).dump;
  if (!client) throw new Error('PGlite database does not expose dump()');
  const blob = await client();
  await database.close();
  const file = path.join(os.tmpdir(), `bingo-pglite-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', null);
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
