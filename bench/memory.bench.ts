/**
 * Memory of the real server on a 1 GB machine's budget (docs/decisions/020): the compiled build with the node
 * options of `npm start` (serverCommand('compiled')), on an empty PGlite directory (migrations and
 * the demo night). Resident memory (VmRSS, VmHWM of /proc/PID/status): the peak during the first
 * start, idle 5 s after it answers, and with N live SSE streams open. Baseline, in the same run: a
 * bare Fastify process (memory-bare-fastify.mjs: a hello route and an SSE route holding its
 * streams). Full run only: the server capped at --max-old-space-size=256 with 5,000 streams while
 * the admin draws three balls. Then idle on a throwaway PostgreSQL cluster.
 * Goals: first start <= 400 MB, idle <= 250 MB, + <= 100 MB with 5,000 streams, PostgreSQL idle <= 150 MB.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from '../scripts/lib/free-port';
import { repoRoot, serverCommand, spawnServer, waitForHealth } from '../scripts/lib/server-process';
import { BENCH_ADMIN, login, throwawayPostgres } from './server-process';
import { SMOKE, fmt, report, size } from './util';

const STREAMS = size(5_000, 200);
const IDLE_MS = 5_000;
const SETTLE_MS = 2_000;
const BALLS = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU time a process used so far, in seconds (utime + stime of /proc/PID/stat, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process, in MB: now (VmRSS) and its peak so far (VmHWM). */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

interface Streams {
  /** 'event: live' frames each stream received so far. */
  frames: number[];
  close(): void;
}

/** Opens n SSE streams as raw sockets (the leanest client), resolved once each has its first frame. */
async function openStreams(port: number, urlPath: string, token: string | null, n: number): Promise<Streams> {
  const request = `GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}Accept: text/event-stream\r\n\r\n`;
  const frames = new Array<number>(n).fill(0);
  const sockets: net.Socket[] = [];
  const close = () => sockets.forEach((s) => s.destroy());
  try {
    await new Promise<void>((resolve, reject) => {
      let ready = 0;
      const timer = setTimeout(() => reject(new Error(`only ${ready} of ${n} streams opened in 60 s`)), 60_000);
      for (let i = 0; i < n; i++) {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk: Buffer) => {
          for (let at = chunk.indexOf('event: live'); at !== -1; at = chunk.indexOf('event: live', at + 1)) {
            if (++frames[i]! === 1 && ++ready === n) {
              clearTimeout(timer);
              resolve();
            }
          }
        });
        socket.on('error', (err) => {
          clearTimeout(timer);
          reject(err);
        });
        sockets.push(socket);
      }
    });
  } catch (err) {
    close();
    throw err;
  }
  return { frames, close };
}

interface Figures {
  /** CPU seconds until /api/health answered (ours only). */
  startCpu?: number;
  peak: number;
  idle: number;
  streams: number;
}

async function bareFastify(): Promise<Figures> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/memory-bare-fastify.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const port = Number((await lines.next()).value);
    const peak = memory(child.pid!).peak;
    for (let i = 0; i < 20; i++) await fetch(`http://127.0.0.1:${port}/hello`);
    await sleep(IDLE_MS);
    const idle = memory(child.pid!).rss;
    const streams = await openStreams(port, '/stream', null, STREAMS);
    await sleep(SETTLE_MS);
    const withStreams = memory(child.pid!).rss;
    streams.close();
    return { peak, idle, streams: withStreams };
  } finally {
    child.kill('SIGTERM');
  }
}

/** The compiled server on an empty PGlite directory (or on `databaseUrl`), extra node options first. */
async function startOurs(options: { nodeOptions?: string[]; databaseUrl?: string } = {}) {
  const command = serverCommand('compiled');
  command.splice(1, 0, ...(options.nodeOptions ?? []));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  const port = await freePort();
  const server = spawnServer({
    command,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...(options.databaseUrl
        ? {
            DATABASE_URL: options.databaseUrl,
            JWT_SECRET: crypto.randomBytes(36).toString('base64'),
            CARD_CODE_SECRET: crypto.randomBytes(36).toString('base64'),
          }
        : {}),
    },
  });
  // A first start: migrations and the demo night, long on a busy 2-core machine.
  await waitForHealth(server, { timeoutMs: 180_000, pollMs: 50 });
  return {
    server,
    port,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function ours(): Promise<Figures> {
  const { server, port, stop } = await startOurs();
  try {
    const peak = memory(server.pid).peak;
    const startCpu = cpuSeconds(server.pid);
    await sleep(IDLE_MS);
    const idle = memory(server.pid).rss;
    const buyer = await login(server.url, 'maria@bingo.local', 'bingo12345');
    const streams = await openStreams(port, '/api/events/1/live/stream', buyer, STREAMS);
    await sleep(SETTLE_MS);
    const withStreams = memory(server.pid).rss;
    streams.close();
    return { startCpu, peak, idle, streams: withStreams };
  } finally {
    await stop();
  }
}

/** Full run: old space capped for a 1 GB machine, 5,000 streams, the admin draws three balls. */
async function drawsUnderCap(): Promise<{ delivered: boolean; lastMs: number; rss: number; peak: number; alive: boolean }> {
  const { server, port, stop } = await startOurs({ nodeOptions: ['--max-old-space-size=256'] });
  try {
    const buyer = await login(server.url, 'maria@bingo.local', 'bingo12345');
    const admin = await login(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const live = (await (await fetch(`${server.url}/api/events/1/live`, { headers: { authorization: `Bearer ${buyer}` } })).json()) as {
      round: { id: number };
      drawn: number[];
    };
    const balls = Array.from({ length: 75 }, (_, i) => i + 1)
      .filter((n) => !live.drawn.includes(n))
      .slice(0, BALLS);
    const streams = await openStreams(port, '/api/events/1/live/stream', buyer, STREAMS);
    let delivered = true;
    let lastMs = 0;
    for (const [k, ball] of balls.entries()) {
      const sent = performance.now();
      const res = await fetch(`${server.url}/api/rounds/${live.round.id}/draw`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ number: ball }),
      });
      if (!res.ok) throw new Error(`draw ${ball}: ${res.status} ${await res.text()}`);
      const deadline = Date.now() + 30_000;
      while (streams.frames.some((f) => f < k + 2) && Date.now() < deadline) await sleep(5);
      delivered &&= streams.frames.every((f) => f >= k + 2);
      lastMs = Math.max(lastMs, performance.now() - sent);
    }
    const { rss, peak } = memory(server.pid);
    streams.close();
    return { delivered, lastMs, rss, peak, alive: server.child.exitCode === null && server.child.signalCode === null };
  } finally {
    await stop();
  }
}

/** On a throwaway PostgreSQL cluster (as the API tests use): the server idle on it. */
async function onPostgres(url: string): Promise<number> {
  const { server, stop } = await startOurs({ databaseUrl: url });
  try {
    await sleep(IDLE_MS);
    return memory(server.pid).rss;
  } finally {
    await stop();
  }
}

if (!fs.existsSync('/proc/self/status')) {
  console.log('memory.bench: needs /proc (Linux); not measured here');
  process.exit(0);
}
execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/build.ts'], { cwd: repoRoot, stdio: 'inherit' });

const bare = await bareFastify();
const measured = await ours();
const mb = (n: number) => `${fmt(n, 0)} MB`;
const signed = (n: number) => `${n < 0 ? '−' : '+'}${mb(Math.abs(n))}`;
const vsBare = (ourFigure: number, bareFigure: number) =>
  `${mb(ourFigure)} vs bare Fastify ${mb(bareFigure)} (${signed(ourFigure - bareFigure)})`;

report('first start, empty PGlite: peak RSS', `${vsBare(measured.peak, bare.peak)}; CPU ${fmt(measured.startCpu ?? 0, 1)} s to health`, {
  ok: measured.peak <= 400,
  text: '<= 400 MB',
});
report(`idle ${IDLE_MS / 1000} s after: RSS`, vsBare(measured.idle, bare.idle), { ok: measured.idle <= 250, text: '<= 250 MB' });
const added = measured.streams - measured.idle;
const bareAdded = bare.streams - bare.idle;
report(
  `${fmt(STREAMS, 0)} SSE streams open: RSS`,
  `${mb(measured.streams)} (${signed(added)}, ${fmt((added * 1024) / STREAMS, 1)} KB each) vs bare Fastify ${signed(bareAdded)}`,
  STREAMS >= 5_000 ? { ok: added <= 100, text: '+ <= 100 MB at 5,000' } : undefined,
);

if (!SMOKE) {
  const capped = await drawsUnderCap();
  report(
    `--max-old-space-size=256, ${fmt(STREAMS, 0)} streams, ${BALLS} balls`,
    `${capped.alive ? 'survived' : 'DIED'}; ${capped.delivered ? 'every stream got every ball' : 'NOT every stream got every ball'} (last in ${fmt(capped.lastMs, 0)} ms at worst); RSS ${mb(capped.rss)} (peak ${mb(capped.peak)})`,
    { ok: capped.alive && capped.delivered, text: 'alive, all balls delivered' },
  );
}

const cluster = await throwawayPostgres();
if (cluster) {
  try {
    const idle = await onPostgres(cluster.url);
    report('PostgreSQL: idle RSS', vsBare(idle, bare.idle), { ok: idle <= 150, text: '<= 150 MB' });
  } finally {
    cluster.stop();
  }
} else {
  console.log('PostgreSQL: not measured (no initdb/pg_ctl on this machine; PG_BIN points to them)');
}
