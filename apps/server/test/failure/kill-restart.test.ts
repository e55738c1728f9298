import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectStatus, signIn } from './http';
import { createServerDatabase, onPostgres, type ServerDatabase } from './server-database';
import { killServersAfterAll, startServer, type ServerProcess } from './server-process';
import { findLostWrites, newAcked, runBurst, type BurstTarget } from './write-burst';

// kill -9 of the real server in the middle of a burst of writes, twice, on the run's database kind:
// after each restart on the same data every acknowledged write is there and nothing is half-written.
const kind = onPostgres ? 'PostgreSQL' : 'PGlite';
const ACKS_BEFORE_KILL = 40;

describe(`kill -9 during a burst of writes (${kind})`, () => {
  killServersAfterAll();
  let database: ServerDatabase;
  beforeAll(async () => {
    database = await createServerDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('keeps every acknowledged write across two kills, and restarts on the same data', async () => {
    let server: ServerProcess = await startServer(database.env);
    let token = await signIn(server.url);
    const adminId = (await expectStatus(200, call(server.url, 'GET', '/api/auth/me', { token }))).id as number;
    const night = await expectStatus(
      201,
      call(server.url, 'POST', '/api/events', {
        token,
        body: { name: 'Noite da queda', start_date: new Date().toISOString(), rounds_count: 1 },
      }),
    );
    const round = await expectStatus(
      201,
      call(server.url, 'POST', `/api/events/${night.id}/rounds`, { token, body: { prize: 'Cesta', status: 'in_progress' } }),
    );
    const acked = newAcked();

    for (let cycle = 1; cycle <= 2; cycle++) {
      const target: BurstTarget = { url: server.url, token, adminId, roundId: round.id, eventId: night.id };
      const goal = acked.total() + ACKS_BEFORE_KILL;
      let killed = false;
      const burst = runBurst(target, acked, 8, () => killed);
      const victim = server;
      let died = false;
      void victim.exited.then(() => (died = true));
      while (acked.total() < goal && !died) await new Promise((r) => setTimeout(r, 2));
      expect(died, `o servidor caiu sozinho\n${victim.output()}`).toBe(false);
      await victim.kill9();
      killed = true;
      const { unexpected, inFlight } = await burst;
      expect(unexpected, victim.output()).toEqual([]);
      expect((await victim.exited).signal).toBe('SIGKILL');
      // The kill landed in the middle of writes, not between them.
      expect(inFlight).toBeGreaterThan(0);
      console.log(
        `ciclo ${cycle} (${kind}): ${acked.total()} escritas confirmadas até aqui, ${inFlight} requisições em andamento no kill -9`,
      );

      if (database.dataDir) {
        // The killed process could not remove its lock: the next start must take it over.
        expect(fs.readFileSync(path.join(database.dataDir, 'server.lock'), 'utf8')).toBe(String(victim.pid));
      }
      server = await startServer(database.env);
      token = await signIn(server.url);
      const problems = await findLostWrites({ ...target, url: server.url, token }, acked);
      expect(problems, `ciclo ${cycle}: ${acked.total()} escritas confirmadas\n${server.output()}`).toEqual([]);
    }

    // The data is not just readable: the restarted server goes on writing.
    await expectStatus(201, call(server.url, 'POST', `/api/rounds/${round.id}/draw`, { token, body: { number: 75 } }));
    expect(acked.balls.length).toBeGreaterThan(0);
    expect(acked.batches.length).toBeGreaterThan(0);
    await server.stop();
    expect((await server.exited).code).toBe(0);
    if (database.dataDir) expect(fs.existsSync(path.join(database.dataDir, 'server.lock'))).toBe(false);
  });
});
