import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectStatus, signIn } from './http';
import { createServerDatabase, onPostgres, type ServerDatabase } from './server-database';
import { killServersAfterAll, spawnServer, startServer } from './server-process';

// PGlite has no lock of its own: a second process on the same data directory must stop at once
// with a clear message instead of corrupting it, while the first goes on serving.
describe.runIf(!onPostgres)('a second server process on the same PGlite data directory', () => {
  killServersAfterAll();
  let database: ServerDatabase;
  beforeAll(async () => {
    database = await createServerDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('fails fast with the DataDirLockedError message while the first keeps serving', async () => {
    const first = await startServer(database.env);
    const token = await signIn(first.url);

    const started = performance.now();
    const second = spawnServer(database.env);
    const { code } = await second.exited;
    const elapsed = performance.now() - started;
    console.log(`segundo processo no mesmo DATA_DIR: saiu com código ${code} em ${Math.round(elapsed)} ms`);

    expect(code, second.output()).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.output()).toContain(`O diretório de dados ${database.dataDir} já está em uso pelo processo ${first.pid}.`);
    expect(second.output()).toContain('use outro DATA_DIR');
    // The message alone, not a stack trace.
    expect(second.output()).not.toMatch(/\n\s+at /);
    // Loading the server's code takes most of it; the lock is the first thing opened.
    expect(elapsed).toBeLessThan(10_000);

    expect((await call(first.url, 'GET', '/api/health')).status).toBe(200);
    await expectStatus(
      201,
      call(first.url, 'POST', '/api/events', {
        token,
        body: { name: 'Ainda no ar', start_date: new Date().toISOString(), rounds_count: 1 },
      }),
    );
    const events = await expectStatus(200, call(first.url, 'GET', '/api/events', { token }));
    expect(events.map((e: { name: string }) => e.name)).toContain('Ainda no ar');
    await first.stop();
    expect((await first.exited).code).toBe(0);
  });
});
