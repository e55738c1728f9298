import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { loadEnv, type Env } from '../src/env';
import { adminQuery, withDatabase } from './global-setup';

export interface TestContext {
  app: App;
  database: Database;
  /** PostgreSQL runs only: the test database's URL (a second process can open it). */
  url?: string | undefined;
  env: Env;
  close(): Promise<void>;
}

/** Settings for tests: nothing read from the machine's environment. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres!',
    CARD_CODE_SECRET: 'segredo-dos-codigos-das-cartelas-de-teste',
    DATA_DIR: '/tmp/bingo-test-unused',
    PUBLIC_URL: 'http://bingo.test',
    PAYMENT_PROVIDER: 'fake',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH: '1000',
    ...overrides,
  });
}

/** A fresh, migrated, empty database of the run's kind (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
    const name = `bingo_t_${crypto.randomBytes(5).toString('hex')}`;
    await adminQuery(pgTemplate.url, `create database ${name} template ${pgTemplate.template}`);
    const database = await openDatabase({ url: withDatabase(pgTemplate.url, name), migrate: false, poolSize: 5 });
    return {
      database,
      url: withDatabase(pgTemplate.url, name),
      drop: () => adminQuery(pgTemplate.url, `drop database if exists ${name} with (force)`),
    };
  }
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  const database = await openDatabase({ snapshot, migrate: false });
  return { database, drop: async () => {} };
}

export async function createTestApp(envOverrides: Record<string, string> = {}, web: { indexHtml?: string } = {}): Promise<TestContext> {
  const { database, drop, url } = await openTestDatabase();
  const env = testEnv(envOverrides);
  // A web build made of one index.html, for the tests of what the server writes into the page.
  const webDist = web.indexHtml === undefined ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  if (webDist) fs.writeFileSync(path.join(webDist, 'index.html'), web.indexHtml!);
  const app = await buildApp({ env, database, webDist });
  await app.ready();
  return {
    app,
    database,
    url,
    env,
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** A fresh database for the tests of one file (opened before them, dropped after). */
export function useTestDatabase(): () => Database {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | null = null;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return () => opened!.database;
}
