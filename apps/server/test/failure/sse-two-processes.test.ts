import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectStatus, signIn } from './http';
import { openLiveStream } from './live-stream';
import { createServerDatabase, onPostgres, type ServerDatabase } from './server-database';
import { killServersAfterAll, startServer, type ServerProcess } from './server-process';

// Two real server processes on one PostgreSQL: a ball drawn through A reaches a buyer's SSE stream
// on B in under 200 ms (through LISTEN/NOTIFY). Measured from sending the draw to reading the frame.
const LIMIT_MS = 200;
const BALLS_PER_TRY = 5;

describe.runIf(onPostgres)('two server processes on one PostgreSQL: live stream', () => {
  killServersAfterAll();
  let database: ServerDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    database = await createServerDatabase();
    [a, b] = await Promise.all([startServer(database.env), startServer(database.env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it(`a ball drawn through A reaches an SSE client of B in under ${LIMIT_MS} ms, ball after ball`, async () => {
    const admin = await signIn(a.url);
    const event = await expectStatus(
      201,
      call(a.url, 'POST', '/api/events', {
        token: admin,
        body: { name: 'Noite em dois processos', start_date: new Date().toISOString(), rounds_count: 1 },
      }),
    );
    const round = await expectStatus(
      201,
      call(a.url, 'POST', `/api/events/${event.id}/rounds`, { token: admin, body: { prize: 'Bicicleta', status: 'in_progress' } }),
    );
    const buyer = { name: 'Compradora no celular', email: 'celular@dois-processos.test', password: 'senha-do-celular' };
    await expectStatus(201, call(b.url, 'POST', '/api/register', { body: buyer }));
    const stream = await openLiveStream(b.url, event.id, await signIn(b.url, buyer.email, buyer.password));
    try {
      await stream.next((s) => s.round?.id === round.id);
      let ball = 0;
      const measure = async () => {
        const latencies: number[] = [];
        for (let i = 0; i < BALLS_PER_TRY; i++) {
          const number = ++ball;
          const sent = performance.now();
          const drawn = call(a.url, 'POST', `/api/rounds/${round.id}/draw`, { token: admin, body: { number } });
          const frame = await stream.next((s) => s.drawn.includes(number));
          await expectStatus(201, drawn);
          expect(frame.state.last_number).toBe(number);
          latencies.push(Math.round(frame.at - sent));
        }
        return latencies;
      };
      // A loaded 2-core box may stall once: one more try, but a real slowdown fails both.
      const first = await measure();
      const second = first.every((ms) => ms < LIMIT_MS) ? null : await measure();
      console.log(`bola em A -> SSE em B (ms): ${first.join(', ')}${second ? ` | nova tentativa: ${second.join(', ')}` : ''}`);
      expect(Math.max(...(second ?? first))).toBeLessThan(LIMIT_MS);
    } finally {
      stream.close();
    }
  });
});
