#!/usr/bin/env node
// The start figures of docs/benchmarks.md: the server from its TypeScript sources through tsx (what `npm start`
// ran before) against the compiled bundle of `npm start` (apps/server/build.ts, built first).
// For each run, interleaved: a first start on an empty PGlite directory (migrations and the demo
// night), then a restart on that directory; time from spawning the process to /api/health
// answering 200, the CPU time the process used until then (user + system: on a busy shared machine
// the wall time mostly measures the other processes), and the resident memory (VmRSS) of the
// restarted process after 5 s idle.
//
//   npx tsx scripts/measure-start.ts [--runs=3]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { freePort } from './lib/free-port';
import { repoRoot, serverCommand, startServer } from './lib/server-process';

const runsArg = process.argv.slice(2).find((a) => a.startsWith('--runs='));
const runs = Number(runsArg?.slice('--runs='.length) ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npx tsx scripts/measure-start.ts [--runs=3]');
  process.exit(2);
}

// Ctrl-C must end through process.exit, whose 'exit' event kills the servers started.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/build.ts'], { cwd: repoRoot, stdio: 'inherit' });

type Mode = 'tsx' | 'compiled';
const modes: Mode[] = ['tsx', 'compiled'];
const results = Object.fromEntries(
  modes.map((m) => [
    m,
    { first: [] as number[], firstCpu: [] as number[], restart: [] as number[], restartCpu: [] as number[], rss: [] as number[] },
  ]),
) as Record<Mode, { first: number[]; firstCpu: number[]; restart: number[]; restartCpu: number[]; rss: number[] }>;

async function timedStart(mode: Mode, dataDir: string) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'senha-da-medicao-de-inicio',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
  };
  const started = performance.now();
  const server = await startServer({ command: serverCommand(mode), env, timeoutMs: 180_000, pollMs: 20 });
  return { server, ms: performance.now() - started, cpuMs: cpuMs(server.pid) };
}

/** utime + stime of /proc/PID/stat (fields 14 and 15, in clock ticks of 10 ms on Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

for (let run = 1; run <= runs; run++) {
  for (const mode of modes) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-start-'));
    try {
      const first = await timedStart(mode, dataDir);
      await first.server.stop();
      const again = await timedStart(mode, dataDir);
      await new Promise((r) => setTimeout(r, 5000));
      const rss = rssMb(again.server.pid);
      await again.server.stop();
      results[mode].first.push(first.ms);
      results[mode].firstCpu.push(first.cpuMs);
      results[mode].restart.push(again.ms);
      results[mode].restartCpu.push(again.cpuMs);
      results[mode].rss.push(rss);
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `run ${run} ${mode.padEnd(8)} first start ${s(first.ms)} (CPU ${s(first.cpuMs)}), restart ${s(again.ms)} (CPU ${s(again.cpuMs)}), idle RSS ${rss.toFixed(0)} MB`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
console.log('\nmedians (min-max):');
for (const mode of modes) {
  const r = results[mode];
  const fmt = (xs: number[], f: (x: number) => string) => `${f(median(xs))} (${f(Math.min(...xs))}-${f(Math.max(...xs))})`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const mb = (x: number) => `${x.toFixed(0)} MB`;
  console.log(
    `  ${mode.padEnd(8)} first start ${fmt(r.first, s)}, CPU ${fmt(r.firstCpu, s)}; restart ${fmt(r.restart, s)}, CPU ${fmt(r.restartCpu, s)}; idle RSS ${fmt(r.rss, mb)}`,
  );
}
