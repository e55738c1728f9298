/**
 * Server-Sent Events fan-out: C clients follow one event; a ball is drawn; time until the last
 * client has it. Goal: p99 <= 200 ms at 5,000 clients.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { loadEnv } from '../apps/server/src/env';
import { fmt, now, percentile, report, size } from './util';

const CLIENTS = size(5_000, 200);
const database = await openDatabase({});
const env = loadEnv({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/bench-unused', LOG_LEVEL: 'silent' });
const app = await buildApp({ env, database, webDist: null });
await seedDatabase(database, { adminEmail: 'admin@bench.local', adminPassword: 'senha-bench-123', demo: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;
const login = async (email: string, password: string) =>
  ((await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).json()) as { token: string }).token;
const buyer = await login('maria@bingo.local', 'bingo12345');
const admin = await login('admin@bench.local', 'senha-bench-123');
const live = (await (await fetch(`${base}/api/events/1/live`, { headers: { authorization: `Bearer ${buyer}` } })).json()) as { round: { id: number }; drawn: number[] };
const ball = Array.from({ length: 75 }, (_, i) => i + 1).find((n) => !live.drawn.includes(n))!;

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const arrivals: number[] = [];
let connected = 0;
let sentAt = 0;
const requests: http.ClientRequest[] = [];
await new Promise<void>((resolve) => {
  for (let i = 0; i < CLIENTS; i++) {
    const req = http.get({ port, host: '127.0.0.1', agent, path: '/api/events/1/live/stream', headers: { authorization: `Bearer ${buyer}` } }, (res) => {
      let messages = 0;
      res.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        const count = text.split('event: live').length - 1;
        if (count === 0) return;
        messages += count;
        if (messages === 1 && ++connected === CLIENTS) resolve();
        if (messages >= 2 && sentAt) arrivals.push(now() - sentAt);
      });
    });
    requests.push(req);
  }
});
sentAt = now();
await fetch(`${base}/api/rounds/${live.round.id}/draw`, {
  method: 'POST',
  headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
  body: JSON.stringify({ number: ball }),
});
const deadline = now() + 10_000;
while (arrivals.length < CLIENTS && now() < deadline) await new Promise((r) => setTimeout(r, 5));
for (const req of requests) req.destroy();
await app.close();
await database.close();

report(`SSE clients connected`, fmt(CLIENTS, 0));
report('clients that received the ball', fmt(arrivals.length, 0), { ok: arrivals.length === CLIENTS, text: 'all' });
report('ball -> client p50 (ms)', fmt(percentile(arrivals, 50), 1));
const p99 = percentile(arrivals, 99);
report('ball -> client p99 (ms)', fmt(p99, 1), { ok: p99 <= 200, text: '<= 200 ms' });
report('ball -> last client (ms)', fmt(Math.max(...arrivals), 1));
