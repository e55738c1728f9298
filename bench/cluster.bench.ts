/**
 * Several servers behind HAProxy (docs/deployment/haproxy.cfg: TLS, leastconn, /api/health
 * checks) on one throwaway PostgreSQL: P phones follow the night through the balancer over TLS,
 * with C cards in play, and balls are drawn back to back (the next once every phone has the last).
 * With 1 process, then 3: balls per second and each ball's p99 to every phone, in the same run.
 */
import https from 'node:https';
import pg from 'pg';
import { findHaproxy, startHaproxy, type Haproxy } from '../scripts/lib/haproxy';
import { sellCardsAtOnce } from './night-setup';
import { Phone } from './phones';
import { BENCH_ADMIN, startServer, throwawayPostgres, type BenchServer } from './server-process';
import { SMOKE, fmt, now, percentile, report, size } from './util';

const PHONES = size(5_000, 200);
const CARDS = SMOKE ? 1_000 : 20_000;
const BALLS = SMOKE ? 5 : 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Run {
  processes: number;
  ballsPerSecond: number;
  arrivals: number[];
  missed: number;
  spread: number[];
}

/** A JSON call through the balancer, trusting its certificate. */
function call<T>(proxy: Haproxy, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${proxy.url}/api${path}`,
      {
        method,
        ca: proxy.ca,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          (res.statusCode ?? 500) >= 300
            ? reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`))
            : resolve(JSON.parse(text) as T),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function measure(bin: string, databaseUrl: string, count: number): Promise<Run> {
  const env = { SEED_DEMO: '0', TRUST_PROXY: '1', PUBLIC_URL: 'https://bingo.test', PAYMENT_PROVIDER: 'fake' };
  // The first process migrates and makes the admin; the others start on a ready database.
  const servers: BenchServer[] = [await startServer({ databaseUrl, env })];
  servers.push(...(await Promise.all(Array.from({ length: count - 1 }, () => startServer({ databaseUrl, env })))));
  const proxy = await startHaproxy(
    bin,
    servers.map((s) => new URL(s.base).host),
  );
  try {
    const admin = (await call<{ token: string }>(proxy, 'POST', '/login', undefined, BENCH_ADMIN)).token;
    const event = await call<{ id: number }>(proxy, 'POST', '/events', admin, {
      name: `Noite em ${count} processo(s)`,
      start_date: new Date().toISOString(),
      rounds_count: 1,
      card_price: 10,
    });
    const round = await call<{ id: number }>(proxy, 'POST', `/events/${event.id}/rounds`, admin, { prize: 'Medição' });
    await sellCardsAtOnce(databaseUrl, event.id, CARDS);
    await call(proxy, 'PATCH', `/events/${event.id}/status`, admin, { status: 'em_andamento' });
    await call(proxy, 'POST', `/rounds/${round.id}/start`, admin);

    const phones = Array.from(
      { length: PHONES },
      () => new Phone(proxy.port, `/api/events/${event.id}/live/stream`, admin, { ca: proxy.ca }),
    );
    for (let i = 0; i < phones.length; i += 250) {
      await Promise.all(phones.slice(i, i + 250).map((p) => p.connect().catch(() => sleep(500).then(() => p.connect()))));
    }
    while (phones.some((p) => p.lastId < 0)) await sleep(10);
    try {
      const arrivals: number[] = [];
      const spread: number[] = [];
      let missed = 0;
      const started = now();
      for (let ball = 1; ball <= BALLS; ball++) {
        const sent = now();
        const got: number[] = [];
        let over = false;
        const waits = phones.map(async (phone) => {
          while (!over) {
            const at = await phone.nextFrame();
            if (phone.drawn.includes(ball)) return got.push(at - sent);
          }
        });
        await call(proxy, 'POST', `/rounds/${round.id}/draw`, admin, { number: ball });
        await Promise.race([Promise.all(waits), sleep(10_000)]);
        over = true;
        for (const phone of phones) phone.cancelWait();
        missed += PHONES - got.length;
        arrivals.push(...got, ...Array<number>(PHONES - got.length).fill(Infinity));
        spread.push(percentile(got, 99));
      }
      const seconds = (now() - started) / 1000;
      return { processes: count, ballsPerSecond: BALLS / seconds, arrivals, missed, spread };
    } finally {
      for (const phone of phones) phone.drop();
    }
  } finally {
    await proxy.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

const bin = findHaproxy();
const cluster = bin ? await throwawayPostgres() : null;
if (!bin || !cluster) {
  report(
    'vários processos atrás do HAProxy',
    `não medido: ${bin ? 'nenhum PostgreSQL' : 'HAProxy ausente (apt-get install haproxy)'} nesta máquina`,
  );
  process.exit(0);
}
const runs: Run[] = [];
try {
  for (const count of [1, 3]) {
    // A database of its own per run: one event in progress at a time.
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database bench_cluster_${count}`);
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = `/bench_cluster_${count}`;
    runs.push(await measure(bin, url.toString(), count));
  }
} finally {
  cluster.stop();
}

report('phones (TLS through HAProxy) / cards / balls', `${fmt(PHONES, 0)} / ${fmt(CARDS, 0)} / ${BALLS} back to back`);
for (const run of runs) {
  const name = `${run.processes} process${run.processes > 1 ? 'es' : ''}`;
  report(`${name}: ball deliveries missed`, fmt(run.missed, 0), { ok: run.missed === 0, text: '0' });
  report(`${name}: balls per second`, fmt(run.ballsPerSecond, 2));
  report(`${name}: ball -> every phone p99 (ms)`, fmt(percentile(run.arrivals, 99), 1));
  report(`${name}: per-ball p99, median / worst (ms)`, `${fmt(percentile(run.spread, 50), 1)} / ${fmt(Math.max(...run.spread), 1)}`);
}
if (runs.length === 2)
  report('3 processes / 1 process: p99', `${fmt(percentile(runs[1]!.arrivals, 99) / Math.max(percentile(runs[0]!.arrivals, 99), 0.001))}x`);
