/**
 * Server-Sent Events fan-out: C clients follow one event; a ball is drawn; time until each client
 * has it. Goal: p99 <= 200 ms at 5,000 clients. Baseline, in the same run and with the same
 * clients: a bare Node http server writing one frame to every stream (sse-bare-server.mjs) — what
 * this machine allows at all, so the ratio shows what our server adds.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';
import { BENCH_ADMIN, login, startServer } from './server-process';
import { fmt, now, percentile, report, size } from './util';

const CLIENTS = size(5_000, 200);

interface FanOut {
  arrivals: number[];
}

/**
 * Opens C streams as raw sockets (the leanest client: no HTTP parser, the measuring side takes as
 * little of the shared CPU as it can), waits for every first frame, then fires and times the second.
 */
async function fanOut(port: number, path: string, token: string | null, fire: () => Promise<unknown>): Promise<FanOut> {
  const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}Accept: text/event-stream\r\n\r\n`;
  const arrivals: number[] = [];
  const sockets: net.Socket[] = [];
  let sentAt = 0;
  await new Promise<void>((resolve, reject) => {
    let connected = 0;
    for (let i = 0; i < CLIENTS; i++) {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let frames = 0;
      socket.on('data', (chunk: Buffer) => {
        // 'event: live' never straddles two reads in practice (each frame is one small write).
        let at = chunk.indexOf('event: live');
        while (at !== -1) {
          frames += 1;
          if (frames === 1 && ++connected === CLIENTS) resolve();
          if (frames === 2) arrivals.push(now() - sentAt);
          at = chunk.indexOf('event: live', at + 1);
        }
      });
      socket.on('error', reject);
      sockets.push(socket);
    }
  });
  sentAt = now();
  await fire();
  const deadline = now() + 10_000;
  while (arrivals.length < CLIENTS && now() < deadline) await new Promise((r) => setTimeout(r, 5));
  for (const socket of sockets) socket.destroy();
  return { arrivals };
}

async function bareBaseline(): Promise<FanOut> {
  const child = spawn(process.execPath, [new URL('./sse-bare-server.mjs', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const line = (await lines.next()).value as string;
  const port = Number(line);
  try {
    await fetch(`http://127.0.0.1:${port}/ping`); // the first fetch of a process sets up its client: not part of the fan-out
    return await fanOut(port, '/stream', null, () => fetch(`http://127.0.0.1:${port}/fire`, { method: 'POST' }));
  } finally {
    child.kill('SIGTERM');
  }
}

async function ours(): Promise<FanOut> {
  // The server runs in its own process, as in production.
  const server = await startServer();
  try {
    const buyer = await login(server.base, 'maria@bingo.local', 'bingo12345');
    const admin = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const live = (await (await fetch(`${server.base}/api/events/1/live`, { headers: { authorization: `Bearer ${buyer}` } })).json()) as {
      round: { id: number };
      drawn: number[];
    };
    const ball = Array.from({ length: 75 }, (_, i) => i + 1).find((n) => !live.drawn.includes(n))!;
    return await fanOut(Number(new URL(server.base).port), '/api/events/1/live/stream', buyer, () =>
      fetch(`${server.base}/api/rounds/${live.round.id}/draw`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ number: ball }),
      }),
    );
  } finally {
    await server.stop();
  }
}

const bare = await bareBaseline();
const measured = await ours();

report('SSE clients connected', fmt(CLIENTS, 0));
report('clients that received the ball', fmt(measured.arrivals.length, 0), { ok: measured.arrivals.length === CLIENTS, text: 'all' });
for (const [name, p] of [
  ['p50', 50],
  ['p99', 99],
  ['last', 100],
] as const) {
  const ourFigure = percentile(measured.arrivals, p);
  const bareFigure = percentile(bare.arrivals, p);
  const goal = name === 'p99' ? { ok: ourFigure <= 200, text: '<= 200 ms' } : undefined;
  report(
    `ball -> client ${name} (ms)`,
    `${fmt(ourFigure, 1)} vs bare Node ${fmt(bareFigure, 1)} -> ${fmt(ourFigure / Math.max(bareFigure, 0.001))}x`,
    goal,
  );
}
report(
  'ball -> first client (ms)',
  `${fmt(Math.min(...measured.arrivals), 1)} (draw: transaction, NOTIFY, state read) vs ${fmt(Math.min(...bare.arrivals), 1)}`,
);
