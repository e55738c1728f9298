import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAllServers, repoRoot, serverCommand, startServer } from '../../../scripts/lib/server-process';
import { createServerDatabase, onPostgres, type ServerDatabase } from './failure/server-database';

// `npm start` runs dist/server.js, built by build.ts: the bundle must start on its own, with every
// file the source reads next to itself (migrations, the demo logos) and the web build found where
// the source finds it.
describe('the compiled server of npm start', () => {
  let database: ServerDatabase | null = null;
  let emptyDataDir: string | null = null;
  beforeAll(() => {
    execFileSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: path.join(repoRoot, 'apps/server'), stdio: 'pipe' });
  }, 120_000);
  afterAll(async () => {
    await killAllServers();
    await database?.drop();
    if (emptyDataDir) fs.rmSync(emptyDataDir, { recursive: true, force: true });
  });

  it('starts from dist/: migrates an empty database, creates the demo night with its logos, serves the web build like the source', async () => {
    // PGlite: an empty data directory, so the migrations run from dist/. PostgreSQL: a fresh database (the pg driver's chunk).
    let env: Record<string, string>;
    if (onPostgres) {
      database = await createServerDatabase();
      env = database.env;
    } else {
      emptyDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-compiled-'));
      env = { DATA_DIR: emptyDataDir };
    }
    const server = await startServer({
      command: serverCommand('compiled'),
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_FORMAT: 'json',
        JWT_SECRET: 'segredo-do-teste-do-servidor-compilado-com-32+',
        CARD_CODE_SECRET: 'codigos-das-cartelas-do-servidor-compilado',
        ADMIN_PASSWORD: 'senha-do-admin-compilado',
        SEED_DEMO: '1',
        PAYMENT_PROVIDER: 'fake',
        ...env,
      },
      timeoutMs: 100_000,
    });

    expect(server.output()).toContain('comprador maria@bingo.local / bingo12345');
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maria@bingo.local', password: 'bingo12345' }),
    });
    expect(login.status).toBe(200);

    // The default WEB_DIST is apps/web/dist, resolved from the file's own location.
    const page = await fetch(`${server.url}/comprar`);
    if (fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
    } else {
      expect(server.output()).toContain('Aplicativo web não compilado');
    }
    await server.stop();
    expect((await server.exited).code).toBe(0);
  }, 120_000); // a first start: migrations and the demo night, on a shared 2-core machine
});
