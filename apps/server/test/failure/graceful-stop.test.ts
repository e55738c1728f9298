import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectStatus, signIn } from './http';
import { openLiveStream } from './live-stream';
import { createServerDatabase, onPostgres, type ServerDatabase } from './server-database';
import { killServersAfterAll, startServer } from './server-process';

// SIGTERM on a bingo night: phones hold live streams open for hours. The server must end them and
// stop cleanly at once, not wait for them until its 10 s safety exit (code 1, database left open).
describe(`SIGTERM with live streams open (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  killServersAfterAll();
  let database: ServerDatabase;
  beforeAll(async () => {
    database = await createServerDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('ends the streams and exits 0 within a couple of seconds', async () => {
    const server = await startServer(database.env);
    const token = await signIn(server.url);
    const event = await expectStatus(
      201,
      call(server.url, 'POST', '/api/events', {
        token,
        body: { name: 'Noite encerrada', start_date: new Date().toISOString(), rounds_count: 1 },
      }),
    );
    const streams = await Promise.all([1, 2, 3].map(() => openLiveStream(server.url, event.id, token)));
    await Promise.all(streams.map((s) => s.next((state) => state.event.id === event.id)));

    const started = performance.now();
    process.kill(server.pid, 'SIGTERM');
    const { code } = await server.exited;
    const elapsed = performance.now() - started;
    console.log(`SIGTERM com ${streams.length} streams abertos: saiu com código ${code} em ${Math.round(elapsed)} ms`);
    expect(code, server.output()).toBe(0);
    expect(elapsed).toBeLessThan(3000);
    await Promise.all(streams.map((s) => s.ended));
  });
});
