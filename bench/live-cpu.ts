/**
 * Server CPU per request of `GET /live` (200 and 304) and of a hello-world route, the figure that
 * stays put on a loaded machine (docs/benchmarks.md, docs/decisions/037): the server runs here
 * alone and autocannon in a child process, and `process.cpuUsage` is read around a fixed number of
 * requests. Run: `node --import tsx bench/live-cpu.ts` (REQUESTS=N and RUNS=N to change the sizes;
 * CPU_PROF=1 profiles each load, `--cpu-prof` would profile the start and seed too).
 */
import { spawn } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import fs from 'node:fs';
import { startLiveApp } from './live-app';
import { fmt, median, report } from './util';

const REQUESTS = Number(process.env.REQUESTS) || 40_000;
const RUNS = Number(process.env.RUNS) || 3;
const server = await startLiveApp();
const { address, auth } = server;
const etag = (await fetch(`${address}/api/events/1/live`, { headers: auth })).headers.get('etag')!;

const LOAD = `
const autocannon = require('autocannon');
const [url, amount, headers] = process.argv.slice(1);
autocannon({ url, amount: Number(amount), connections: 50, headers: JSON.parse(headers) }, (err, r) => {
  if (err) throw err;
  process.stdout.write(JSON.stringify({ sent: r.requests.sent, errors: r.errors, s2xx: r['2xx'], s3xx: r['3xx'] }));
});`;

/** Sends `amount` requests from another process; fails unless every answer had the expected status. */
function load(path: string, amount: number, headers: Record<string, string>): Promise<void> {
  const status = headers['if-none-match'] ? 's3xx' : 's2xx';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', LOAD, `${address}${path}`, String(amount), JSON.stringify(headers)], {
      cwd: new URL('..', import.meta.url),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const counts = code === 0 ? (JSON.parse(out) as Record<string, number>) : null;
      if (counts?.[status] === amount) resolve();
      else reject(new Error(`${path}: ${out || `autocannon saiu com ${code}`}`));
    });
  });
}

/** Microseconds of this process's CPU (user + system) per request. */
async function cpuPerRequest(path: string, headers: Record<string, string> = {}): Promise<number> {
  await load(path, REQUESTS / 4, headers); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    await load(path, REQUESTS, headers);
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / REQUESTS);
  }
  return median(samples);
}

const profiling = process.env.CPU_PROF === '1';
const session = profiling ? new Session() : null;
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!session) return work();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const value = await work();
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(`live-cpu-${name}-${process.version}.cpuprofile`, JSON.stringify(profile));
  return value;
}
session?.connect();

const hello = await profiled('hello', () => cpuPerRequest('/bench/hello'));
const live = await profiled('200', () => cpuPerRequest('/api/events/1/live', auth));
const notModified = await profiled('304', () => cpuPerRequest('/api/events/1/live', { ...auth, 'if-none-match': etag }));
await server.close();

report(`Node ${process.version}: hello (µs CPU/req)`, fmt(hello, 1));
report('GET /live 200 (µs CPU/req)', fmt(live, 1));
report('GET /live 304 (µs CPU/req)', fmt(notModified, 1));
report('hello / 200', fmt(hello / live), { ok: hello / live >= 0.8, text: '>= 0.8' });
report('hello / 304', fmt(hello / notModified), { ok: hello / notModified >= 0.9, text: '>= 0.9' });
