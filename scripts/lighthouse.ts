#!/usr/bin/env node
// Page budget (docs/decisions/007, 037): Lighthouse mobile performance of the buyer's pages, >= 95,
// and their Largest Contentful Paint, <= 2.5 s.
//
// Builds nothing: it serves an existing web build (apps/web/dist, or WEB_DIST / --dist=DIR) with
// the real server (scripts/lib/server-process.ts) on a free port, an empty PGlite
// database in a temp dir and the demo night (SEED_DEMO=1: an event with sales open and the demo
// buyer with cards). Then it starts Debian's Chromium headless with a DevTools port and runs
// Lighthouse's Node API (mobile form factor, default simulated throttling) on:
//   /comprar          signed out, as a first-time visitor;
//   /minhas-cartelas  signed in as the demo buyer;
//   /verificacao/{id} signed out, the demo night's running event (the telão's QR, docs/decisions/028).
// The app keeps its session in localStorage ('token', 'user'; spec §3). Lighthouse's storage
// reset clears the HTTP cache and a few storage types but not localStorage (its default
// clearStorageTypes), so every run starts with a cold cache while the session written before it,
// over CDP with playwright-core, is kept.
//
// Each page runs --runs times (5), interleaved; the run with the median score is reported with
// FCP, LCP, TBT, CLS and Speed Index. Exits 1 when a page's median score is under --min (95) or its
// median LCP over --max-lcp (2.5 s), unless
// --report-only; 2 when it cannot measure. The server and Chromium are stopped whatever happens.
//
//   npm run lighthouse [-- --runs=5 --min=95 --max-lcp=2.5 --dist=DIR --report-only --save=DIR]
//   --save=DIR writes every run's full report (JSON) there, to read the audits.
//
// Lighthouse is not in the project's dependencies (it declares Node >= 22.19 and would make
// `npm install` warn on Node 20): the first run installs the pinned version LIGHTHOUSE_VERSION
// into node_modules/.cache/on-demand (scripts/lib/on-demand.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from './lib/free-port';
import { importOnDemand } from './lib/on-demand';
import { startServer as startServerProcess, type ServerProcess } from './lib/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE_VERSION = '13.5.0';

// ---- Arguments --------------------------------------------------------------------------------
const USAGE = 'Usage: npx tsx scripts/lighthouse.ts [--runs=5] [--min=95] [--max-lcp=2.5] [--dist=DIR] [--report-only] [--save=DIR]';
const args: { runs: string; min: string; 'max-lcp': string; dist: string; 'report-only': string | boolean; save: string | null } = {
  runs: '5',
  min: '95',
  'max-lcp': '2.5',
  dist: process.env.WEB_DIST ?? 'apps/web/dist',
  'report-only': false,
  save: null,
};
for (const a of process.argv.slice(2)) {
  const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
  const name = m?.[1] as keyof typeof args | undefined;
  if (!m || !name || !(name in args) || (m[2] === undefined) !== (name === 'report-only')) {
    console.error(`Unknown argument: ${a}\n${USAGE}`);
    process.exit(2);
  }
  Object.assign(args, { [name]: m[2] ?? true });
}
const runs = Number(args.runs);
const minScore = Number(args.min);
const maxLcpMs = Number(args['max-lcp']) * 1000;
if (!Number.isInteger(runs) || runs < 1 || !(minScore >= 0 && minScore <= 100) || !(maxLcpMs > 0)) {
  console.error(USAGE);
  process.exit(2);
}
const dist = path.resolve(root, args.dist);
const saveDir = args.save ? path.resolve(args.save) : null;
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(
    `lighthouse: no web build in ${path.relative(root, dist) || dist}: run \`npm run build -w apps/web\` first (or set WEB_DIST)`,
  );
  process.exit(2);
}
if (!fs.existsSync(chromePath)) {
  console.error(`lighthouse: no Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH`);
  process.exit(2);
}

// The demo buyer of apps/server/src/db/seed/demo.ts (DEMO_BUYER).
const DEMO_BUYER = { email: 'maria@bingo.local', password: 'bingo12345' };

const pages = [
  { path: '/comprar', signedIn: false },
  { path: '/minhas-cartelas', signedIn: true },
  // The demo night's running event, found once the server is up (main).
  { path: '/verificacao/{id}', signedIn: false },
];

// ---- Processes: always stopped ------------------------------------------------------------------
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-lighthouse-'));
const serverLog = path.join(tmp, 'server.log');
let server: ServerProcess | null = null;
let chrome: ChildProcess | null = null;

const alive = (child: ChildProcess | null): child is ChildProcess => !!child && child.exitCode === null && child.signalCode === null;
/** Synchronous, so that it also works from 'exit' and signal handlers. */
function killAll() {
  // Chromium runs in its own process group (its renderers and helpers with it).
  if (alive(chrome)) {
    try {
      process.kill(-chrome.pid!, 'SIGKILL');
    } catch {
      chrome.kill('SIGKILL');
    }
  }
  // The server is killed on exit by scripts/lib/server-process.ts.
  fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 3 });
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nlighthouse: ${signal}, stopping the server and Chromium`);
    killAll();
    process.exit(130);
  });
}

async function stopServer() {
  await server?.stop();
}

async function stopChrome() {
  if (!alive(chrome)) return;
  const child = chrome;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => killAll(), 5_000);
  await exited;
  clearTimeout(timer);
}

// ---- Server -------------------------------------------------------------------------------------
async function startServer() {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST: dist,
    SEED_DEMO: '1',
    ADMIN_PASSWORD: 'lighthouse-admin-password',
    PAYMENT_PROVIDER: 'fake',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
  };
  // Outside settings that would send the data or the e-mails elsewhere.
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'TEST_DATABASE_URL']) delete env[key];
  server = await startServerProcess({ env, cwd: root, logFile: serverLog, timeoutMs: 180_000, pollMs: 200 });
  return baseURL;
}

interface Session {
  token: string;
  user: unknown;
}

async function signIn(baseURL: string): Promise<Session> {
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_BUYER),
  });
  if (!res.ok) throw new Error(`demo buyer login failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as Partial<Session>;
  if (!session.token || !session.user) throw new Error('demo buyer login: no token or user in the answer');
  return session as Session;
}

/** The demo night's running event: GET /events/open lists the running one first. */
async function runningEvent(baseURL: string): Promise<number> {
  const res = await fetch(`${baseURL}/api/events/open`);
  const [first] = (await res.json()) as { id: number; status: string }[];
  if (!first || first.status !== 'em_andamento') throw new Error('the demo night has no running event to follow');
  return first.id;
}

// ---- Chromium -----------------------------------------------------------------------------------
async function startChrome(): Promise<number> {
  const chromeArgs = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--disable-default-apps',
    '--disable-dev-shm-usage',
    '--mute-audio',
    '--password-store=basic',
    '--use-mock-keychain',
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
    `--user-data-dir=${path.join(tmp, 'chrome-profile')}`,
    'about:blank',
  ];
  const child = spawn(chromePath, chromeArgs, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  chrome = child;
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port in 30 s:\n${stderr.slice(-2000)}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (m) {
        clearTimeout(timer);
        child.stderr.removeAllListeners('data');
        child.stderr.resume();
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited during start (${code ?? signal}):\n${stderr.slice(-2000)}`));
    });
  });
}

/**
 * Writes the app's localStorage for the origin before a run: the demo buyer's session and the
 * returning-visitor marker (else the first visit goes to /comprar), or nothing at all. Done on a
 * JSON API address, so that no app asset enters the cache; playwright-core is disconnected again
 * before Lighthouse takes the browser.
 */
async function setStorage(devtoolsPort: number, baseURL: string, session: Session | null, warmUpPaths: string[] = []) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // First call only: the server's first answers (compiling routes, opening tables) are slow,
    // and would be counted as the server's response time by Lighthouse's simulation.
    // 'load', then a moment: the follow page keeps its live stream open, so the network is never idle.
    for (const p of warmUpPaths) {
      await page.goto(`${baseURL}${p}`, { waitUntil: 'load' });
      await page.waitForTimeout(3_000);
    }
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate((s) => {
      // Runs in the page: its localStorage, not a Node global.
      const { localStorage } = globalThis as unknown as { localStorage: { clear(): void; setItem(k: string, v: string): void } };
      localStorage.clear();
      if (s) {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
        localStorage.setItem('has_visited', '1');
      }
    }, session);
    await page.close();
  } finally {
    // Over CDP this only disconnects: Chromium stays up.
    await browser.close();
  }
}

// ---- Lighthouse ---------------------------------------------------------------------------------
/** The parts of Lighthouse's result read here (its types are not installed: see on-demand.ts). */
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null; auditRefs: { id: string }[] } };
  audits: Record<string, Audit | undefined>;
  runWarnings: string[];
  finalDisplayedUrl: string;
}
type Lighthouse = (url: string, flags: object) => Promise<{ lhr: Lhr; report: string } | undefined>;

/** Lighthouse's Node API, loaded by main() (installed on first use). */
let lighthouse: Lighthouse;

const METRICS: [string, string][] = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

async function runLighthouse(devtoolsPort: number, url: string) {
  const result = await lighthouse(url, {
    port: devtoolsPort,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance.score;
  if (score === null) throw new Error(`Lighthouse gave no performance score for ${url}: ${lhr.runWarnings.join('; ')}`);
  return {
    score: Math.round(score * 100),
    metrics: Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN])),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    lhr,
    json: result.report,
  };
}

const fmtMetric = (name: string, v: number) =>
  name === 'CLS' ? v.toFixed(3) : name === 'TBT' ? `${Math.round(v)} ms` : `${(v / 1000).toFixed(2)} s`;

/** The audits of the performance category that lost points, for a page under the bar. */
function weakAudits(lhr: Lhr): string[] {
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a): a is Audit =>
        !!a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `    - ${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}`);
}

// ---- Main ---------------------------------------------------------------------------------------
async function main() {
  ({ default: lighthouse } = await importOnDemand<{ default: Lighthouse }>(root, 'lighthouse', LIGHTHOUSE_VERSION));
  console.log(
    `lighthouse: serving ${path.relative(root, dist) || dist}, Chromium ${chromePath}, ${runs} run(s) a page, mobile, simulated throttling`,
  );
  const [baseURL, devtoolsPort] = await Promise.all([startServer(), startChrome()]);
  const session = await signIn(baseURL);
  const followed = await runningEvent(baseURL);
  for (const page of pages) page.path = page.path.replace('{id}', String(followed));
  await setStorage(
    devtoolsPort,
    baseURL,
    session,
    pages.map((p) => p.path),
  );
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });

  const results = new Map(pages.map((p) => [p.path, [] as Awaited<ReturnType<typeof runLighthouse>>[]]));
  for (let i = 1; i <= runs; i++) {
    for (const page of pages) {
      await setStorage(devtoolsPort, baseURL, page.signedIn ? session : null);
      const run = await runLighthouse(devtoolsPort, `${baseURL}${page.path}`);
      const landed = new URL(run.finalUrl).pathname;
      if (landed !== page.path) throw new Error(`${page.path} ended on ${landed}: the page was not measured`);
      results.get(page.path)!.push(run);
      const figures = METRICS.map(([name]) => `${name} ${fmtMetric(name, run.metrics[name]!)}`).join(', ');
      console.log(`  run ${i} ${page.path.padEnd(18)} ${String(run.score).padStart(3)}  ${figures}`);
      for (const w of run.warnings) console.log(`    warning: ${w}`);
      if (saveDir) fs.writeFileSync(path.join(saveDir, `${page.path.slice(1).replace(/\//g, '-')}-${i}.json`), run.json);
    }
  }

  console.log('');
  let failed = false;
  for (const page of pages) {
    const list = results.get(page.path)!;
    const sorted = [...list].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    const lcps = list.map((r) => r.metrics.LCP!).sort((a, b) => a - b);
    const medianLcp = lcps[Math.floor((lcps.length - 1) / 2)]!;
    const ok = median.score >= minScore && medianLcp <= maxLcpMs;
    failed ||= !ok;
    const figures = METRICS.map(([name]) => `${name} ${fmtMetric(name, median.metrics[name]!)}`).join(', ');
    console.log(
      `${ok ? 'ok' : 'UNDER'}: ${page.path} median mobile performance ${median.score} (runs ${list.map((r) => r.score).join(', ')}; ` +
        `spread ${sorted.at(-1)!.score - sorted[0]!.score}); ${figures}; median LCP ${fmtMetric('LCP', medianLcp)} ` +
        `(runs ${lcps.map((v) => (v / 1000).toFixed(2)).join(', ')}); bar ${minScore} and LCP ${fmtMetric('LCP', maxLcpMs)}`,
    );
    if (!ok) console.log(weakAudits(median.lhr).join('\n'));
  }
  return failed && !args['report-only'] ? 1 : 0;
}

let code;
try {
  code = await main();
} catch (err) {
  console.error(`lighthouse: ${err instanceof Error ? err.message : err}`);
  code = 2;
} finally {
  await stopChrome().catch(() => {});
  await stopServer().catch(() => {});
  killAll();
}
process.exit(code);
