/**
 * The draw pipeline on both databases: with C phones following the demo night, the
 * organiser types balls; for each, the time until the first phone and until every phone has it,
 * then how many balls a second the draw call takes back to back. PGlite and a throwaway PostgreSQL
 * cluster side by side, each beside the bare Node fan-out to the same C clients measured in this
 * run. Goals: PGlite >= 0.4 of PostgreSQL's throughput; p99 within 1.5x of the bare fan-out and
 * at most 200 ms at 5,000 phones. (It took over the single-database SSE bench.)
 */
import { bareFanOut, Streams } from './fan-out';
import { openDemoNight } from './demo-night';
import { onBothDatabases, startServer } from './server-process';
import { SMOKE, fmt, now, percentile, report, size } from './util';

const CLIENTS = size(5_000, 200);
const TIMED_BALLS = SMOKE ? 4 : 15;
const BACK_TO_BACK = SMOKE ? 8 : 30;

interface Pipeline {
  firstClient: number[];
  allArrivals: number[];
  missed: number;
  ballsPerSecond: number;
}

async function measure(databaseUrl?: string): Promise<Pipeline> {
  const server = await startServer({ databaseUrl });
  try {
    const night = await openDemoNight(server);
    const { free, draw } = night;
    const streams = await Streams.open(Number(new URL(server.base).port), '/api/events/1/live/stream', night.buyer, CLIENTS);
    const result: Pipeline = { firstClient: [], allArrivals: [], missed: 0, ballsPerSecond: 0 };
    try {
      for (const ball of free.splice(0, TIMED_BALLS)) {
        const arrivals = await streams.time(() => draw(ball));
        result.firstClient.push(Math.min(...arrivals));
        result.allArrivals.push(...arrivals);
        result.missed += CLIENTS - arrivals.length;
      }
      // Back to back, the phones still connected: what the draw call itself sustains.
      const start = now();
      for (const ball of free.splice(0, BACK_TO_BACK)) await draw(ball);
      result.ballsPerSecond = BACK_TO_BACK / ((now() - start) / 1000);
    } finally {
      streams.close();
    }
    return result;
  } finally {
    await server.stop();
  }
}

const bare = await bareFanOut(CLIENTS);
const bareP99 = percentile(bare, 99);
const { pglite, postgres } = await onBothDatabases(measure);

report('SSE clients per database', fmt(CLIENTS, 0));
report('bare Node fan-out p99 (ms)', fmt(bareP99, 1));
for (const [name, m] of [
  ['PGlite', pglite],
  ['PostgreSQL', postgres],
] as const) {
  if (!m) {
    report(`${name}`, 'não medido: nenhum PostgreSQL nesta máquina (initdb/pg_ctl)');
    continue;
  }
  report(`${name}: clients that missed a ball`, fmt(m.missed, 0), { ok: m.missed === 0, text: '0' });
  report(`${name}: ball -> first client, median (ms)`, fmt(percentile(m.firstClient, 50), 1));
  const p99 = percentile(m.allArrivals, 99);
  // The goal is set for 5,000 phones: with the smoke run's few, the draw's fixed cost (a
  // transaction, NOTIFY, the state read) outweighs a fan-out of a few milliseconds.
  const goal = SMOKE ? undefined : { ok: p99 <= 1.5 * bareP99 && p99 <= 200, text: '<= 1.5x bare and <= 200 ms' };
  report(`${name}: ball -> every client p99 (ms)`, `${fmt(p99, 1)} -> ${fmt(p99 / Math.max(bareP99, 0.001))}x bare`, goal);
  report(
    `${name}: slowest delivery (ms)`,
    fmt(
      m.allArrivals.reduce((a, b) => Math.max(a, b), 0),
      1,
    ),
  );
  report(`${name}: draws back to back (balls/s)`, fmt(m.ballsPerSecond, 1));
}
if (postgres) {
  const ratio = pglite.ballsPerSecond / postgres.ballsPerSecond;
  report('PGlite / PostgreSQL draw throughput', fmt(ratio), { ok: ratio >= 0.4, text: '>= 0.4' });
}
