/**
 * Server-Sent Events fan-out: C clients follow one event; a ball is drawn; time until the last
 * client has it. Goal: p99 <= 200 ms at 5,000 clients.
 */
import http from 'node:http';
import { BENCH_ADMIN, login, startServer } from './server-process';
import { fmt, now, percentile, report, size } from './util';

const CLIENTS = size(5_000, 200);
// The server runs in its own process, as in production: the clients here do not steal its event loop.
const server = await startServer();
const url = new URL(server.base);
const port = Number(url.port);
const buyer = await login(server.base, 'maria@bingo.local', 'bingo12345');
const admin = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
const live = (await (await fetch(`${server.base}/api/events/1/live`, { headers: { authorization: `Bearer ${buyer}` } })).json()) as { round: { id: number }; drawn: number[] };
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
await fetch(`${server.base}/api/rounds/${live.round.id}/draw`, {
  method: 'POST',
  headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
  body: JSON.stringify({ number: ball }),
});
const deadline = now() + 10_000;
while (arrivals.length < CLIENTS && now() < deadline) await new Promise((r) => setTimeout(r, 5));
for (const req of requests) req.destroy();
await server.stop();

report(`SSE clients connected`, fmt(CLIENTS, 0));
report('clients that received the ball', fmt(arrivals.length, 0), { ok: arrivals.length === CLIENTS, text: 'all' });
report('ball -> first client (ms)', fmt(Math.min(...arrivals), 1));
report('ball -> client p50 (ms)', fmt(percentile(arrivals, 50), 1));
const p99 = percentile(arrivals, 99);
report('ball -> client p99 (ms)', fmt(p99, 1), { ok: p99 <= 200, text: '<= 200 ms' });
report('ball -> last client (ms)', fmt(Math.max(...arrivals), 1));
