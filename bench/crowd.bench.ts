/**
 * A crowded hall on one server process: C phones (10,000 in the full run) follow the demo night
 * while the organiser draws balls. For each ball, the time until every phone has it, beside the
 * bare Node fan-out to the same C clients in this run; and the server's resident memory idle
 * (after start, before any phone) against the same with every phone connected. On PGlite and on
 * a throwaway PostgreSQL. Goals: p99 at most 250 ms and 1.5x the bare fan-out; memory at most
 * +150 MB over idle. The server runs as `npm start` runs it (the compiled build with its node
 * options, docs/decisions/020), since memory is what is judged.
 */
import { execFileSync } from 'node:child_process';
import { serverCommand } from '../scripts/lib/server-process';
import { openDemoNight } from './demo-night';
import { bareFanOut, Streams } from './fan-out';
import { rssMb, onBothDatabases, startServer } from './server-process';
import { SMOKE, fmt, percentile, report, size } from './util';

const CLIENTS = size(10_000, 300);
const TIMED_BALLS = SMOKE ? 3 : 10;
/** Phones connect a thousand at a time, as a hall fills (fan-out.ts). */
const WAVE = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Crowd {
  arrivals: number[];
  missed: number;
  idleMb: number;
  /** Right after every phone got its first frame, before any ball. */
  connectedMb: number;
  /** The highest resident memory seen with every phone connected, balls included. */
  crowdMb: number;
}

async function measure(databaseUrl?: string): Promise<Crowd> {
  const server = await startServer({ databaseUrl, command: serverCommand('compiled') });
  try {
    const night = await openDemoNight(server);
    // Idle as the memory bench reads it: a few seconds after the server answered.
    await sleep(5_000);
    const idleMb = rssMb(server.pid);
    const streams = await Streams.open(Number(new URL(server.base).port), '/api/events/1/live/stream', night.buyer, CLIENTS, WAVE);
    const connectedMb = rssMb(server.pid);
    const result: Crowd = { arrivals: [], missed: 0, idleMb, connectedMb, crowdMb: connectedMb };
    try {
      for (let i = 0; i < TIMED_BALLS; i++) {
        const arrivals = await streams.time(() => night.draw());
        result.arrivals.push(...arrivals);
        result.missed += CLIENTS - arrivals.length;
        result.crowdMb = Math.max(result.crowdMb, rssMb(server.pid));
        await sleep(500);
      }
    } finally {
      streams.close();
    }
    return result;
  } finally {
    await server.stop();
  }
}

execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/build.ts'], { stdio: 'inherit' });
const bare = await bareFanOut(CLIENTS, TIMED_BALLS, WAVE);
const bareP99 = percentile(bare, 99);
const { pglite, postgres } = await onBothDatabases(measure);

report('phones on one process', fmt(CLIENTS, 0));
report('bare Node fan-out p99 (ms)', fmt(bareP99, 1));
for (const [name, m] of [
  ['PGlite', pglite],
  ['PostgreSQL', postgres],
] as const) {
  if (!m) {
    report(`${name}`, 'não medido: nenhum PostgreSQL nesta máquina (initdb/pg_ctl)');
    continue;
  }
  report(`${name}: phones that missed a ball`, fmt(m.missed, 0), { ok: m.missed === 0, text: '0' });
  const p99 = percentile(m.arrivals, 99);
  // The goals are set for 10,000 phones; the smoke run only checks that every ball arrives.
  const timeGoal = SMOKE ? undefined : { ok: p99 <= 250 && p99 <= 1.5 * bareP99, text: '<= 250 ms and <= 1.5x bare' };
  report(`${name}: ball -> every phone p99 (ms)`, `${fmt(p99, 1)} -> ${fmt(p99 / Math.max(bareP99, 0.001))}x bare`, timeGoal);
  const extra = m.crowdMb - m.idleMb;
  const memoryGoal = SMOKE ? undefined : { ok: extra <= 150, text: '<= +150 MB' };
  report(
    `${name}: memory idle -> with the phones (MB)`,
    `${fmt(m.idleMb, 0)} -> ${fmt(m.connectedMb, 0)} connected -> ${fmt(m.crowdMb, 0)} peak (+${fmt(extra, 0)})`,
    memoryGoal,
  );
}
