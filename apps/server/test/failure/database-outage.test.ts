import { msg } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectStatus, signIn, type Reply } from './http';
import { openLiveStream } from './live-stream';
import { createServerDatabase, onPostgres, type ServerDatabase } from './server-database';
import { killServersAfterAll, startServer, type ServerProcess } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// PostgreSQL going away and coming back under a running server (through a TCP proxy the test cuts):
// meanwhile every route that needs the database answers 503 in pt-BR, quickly; afterwards the server
// recovers by itself, and so does its LISTEN connection (live updates from another process flow again).
const QUICK_MS = 3000;
const OUTAGE_MS = 4000;
// The listener retries at most a second apart; the rest is slack for a loaded box.
const LISTEN_BACK_MS = 3000;

describe.runIf(onPostgres)('the database going away and coming back', () => {
  killServersAfterAll();
  let database: ServerDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess; // through the proxy
  let other: ServerProcess; // straight to the database
  beforeAll(async () => {
    database = await createServerDatabase();
    const direct = new URL(database.url!);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(database.url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    [server, other] = await Promise.all([startServer({ DATABASE_URL: proxied.toString() }), startServer(database.env)]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), other?.stop()]);
    await proxy?.close();
    await database?.drop();
  });

  const expectUnavailable = async (what: string, reply: Promise<Reply>) => {
    const r = await reply;
    expect(r.status, `${what}: ${JSON.stringify(r.body)}\n${server.output()}`).toBe(503);
    expect(r.body).toEqual({ error: msg.databaseUnavailable });
    expect(r.ms, what).toBeLessThan(QUICK_MS);
  };

  it('answers 503 in pt-BR while it is gone, then recovers by itself, live updates included', async () => {
    const admin = await signIn(other.url);
    const event = await expectStatus(
      201,
      call(other.url, 'POST', '/api/events', {
        token: admin,
        body: { name: 'Noite sem banco', start_date: new Date().toISOString(), rounds_count: 1 },
      }),
    );
    const round = await expectStatus(
      201,
      call(other.url, 'POST', `/api/events/${event.id}/rounds`, { token: admin, body: { prize: 'Rádio', status: 'in_progress' } }),
    );
    const buyer = { name: 'Comprador Paciente', email: 'paciente@sem-banco.test', password: 'senha-do-paciente' };
    await expectStatus(201, call(server.url, 'POST', '/api/register', { body: buyer }));
    const buyerToken = await signIn(server.url, buyer.email, buyer.password);
    const stream = await openLiveStream(server.url, event.id, buyerToken);
    try {
      await expectStatus(201, call(other.url, 'POST', `/api/rounds/${round.id}/draw`, { token: admin, body: { number: 1 } }));
      await stream.next((s) => s.drawn.includes(1));

      await proxy.cut();
      const cutAt = performance.now();
      const down: [string, () => Promise<Reply>][] = [
        ['health', () => call(server.url, 'GET', '/api/health')],
        ['login', () => call(server.url, 'POST', '/api/login', { body: { email: buyer.email, password: buyer.password } })],
        ['minhas cartelas', () => call(server.url, 'GET', '/api/cards', { token: buyerToken })],
        ['rodadas', () => call(server.url, 'GET', `/api/events/${event.id}/rounds`, { token: buyerToken })],
        [
          'novo evento',
          () =>
            call(server.url, 'POST', '/api/events', {
              token: admin,
              body: { name: 'Não gravado', start_date: new Date().toISOString(), rounds_count: 1 },
            }),
        ],
        ['bola', () => call(server.url, 'POST', `/api/rounds/${round.id}/draw`, { token: admin, body: { number: 2 } })],
      ];
      // Twice: the first attempt meets the pool's dead connections, the second a refused connect.
      for (let attempt = 0; attempt < 2; attempt++) {
        for (const [what, request] of down) await expectUnavailable(what, request());
      }
      // The other process still reaches the database: this ball is announced while ours cannot hear.
      await expectStatus(201, call(other.url, 'POST', `/api/rounds/${round.id}/draw`, { token: admin, body: { number: 2 } }));
      // A database restart takes a few seconds: the server keeps answering 503, never hangs, meanwhile.
      while (performance.now() - cutAt < OUTAGE_MS) {
        await expectUnavailable('health', call(server.url, 'GET', '/api/health'));
        await new Promise((r) => setTimeout(r, 200));
      }
      const downFor = performance.now() - cutAt;

      await proxy.restore();
      const restoredAt = performance.now();
      let health = 0;
      while (health !== 200 && performance.now() - restoredAt < 10_000) {
        health = (await call(server.url, 'GET', '/api/health')).status;
        if (health !== 200) await new Promise((r) => setTimeout(r, 50));
      }
      const healthyAfter = performance.now() - restoredAt;
      expect(health, server.output()).toBe(200);
      await expectStatus(200, call(server.url, 'GET', `/api/events/${event.id}/rounds`, { token: buyerToken }));

      // The ball missed while cut is caught up once the listener is back (nothing else makes this
      // process re-read); then balls from the other process flow again.
      await stream.next((s) => s.drawn.includes(2), 10_000);
      const listeningAfter = performance.now() - restoredAt;
      expect(listeningAfter, 'o LISTEN deve voltar em até ~1 s após o banco').toBeLessThan(LISTEN_BACK_MS);
      const sent = performance.now();
      await expectStatus(201, call(other.url, 'POST', `/api/rounds/${round.id}/draw`, { token: admin, body: { number: 4 } }));
      const frame = await stream.next((s) => s.drawn.includes(4), 2000);
      // And it writes again: its own ball reaches its own stream.
      await expectStatus(201, call(server.url, 'POST', `/api/rounds/${round.id}/draw`, { token: admin, body: { number: 3 } }));
      await stream.next((s) => s.drawn.includes(3), 2000);
      console.log(
        `banco fora por ${Math.round(downFor)} ms; /api/health 200 ${Math.round(healthyAfter)} ms após a volta; ` +
          `bola perdida recuperada no stream ${Math.round(listeningAfter)} ms após a volta; bola seguinte do outro processo em ${Math.round(frame.at - sent)} ms`,
      );
    } finally {
      stream.close();
    }
  });
});
