#!/usr/bin/env node
// Page budget (docs/decisions/007, 037): Lighthouse mobile performance of the buyer's pages, >= 95,
// and their Largest Contentful Paint, <= 2.5 s.
//
// Builds nothing: it serves an existing web build (apps/web/dist, or WEB_DIST / --dist=DIR) with
// the real server on a free port, an empty PGlite database in a temp dir and the demo night
// (lighthouse/app-server.ts). Then it starts Debian's Chromium headless with a DevTools port
// (lighthouse/chrome.ts) and runs Lighthouse's Node API (lighthouse/judge.ts) (mobile form factor, default simulated throttling) on:
//   /comprar          signed out, as a first-time visitor;
//   /minhas-cartelas  signed in as the demo buyer who has seen the page before (the app's copy of
//                     it in localStorage, docs/decisions/048; --first-visit measures without it);
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
//   npm run lighthouse [-- --runs=5 --min=95 --max-lcp=2.5 --dist=DIR --report-only --first-visit --save=DIR]
//   --save=DIR writes every run's full report (JSON) there, to read the audits.
//   --traces=DIR writes every run's Chromium trace there (3-40 MB each): the tasks Lighthouse
//   multiplied into its Total Blocking Time, to see what each long task ran (docs/decisions/046).
//   --pages=comprar,verificacao measures only the pages whose path starts so (an A/B of one page).
//
// Lighthouse is not in the project's dependencies (it declares Node >= 22.19 and would make
// `npm install` warn on Node 20): the first run installs the pinned version LIGHTHOUSE_VERSION
// into node_modules/.cache/on-demand (scripts/lib/on-demand.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { importOnDemand } from './lib/on-demand';
import { runningEvent, signIn, startServer, stopServer } from './lighthouse/app-server';
import { killChrome, setStorage, startChrome, stopChrome } from './lighthouse/chrome';
import {
  fmtMetric,
  type Lighthouse,
  LIGHTHOUSE_VERSION,
  METRICS,
  type Run,
  runLighthouse,
  useLighthouse,
  verdict,
} from './lighthouse/judge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---- Arguments --------------------------------------------------------------------------------
const USAGE =
  'Usage: npx tsx scripts/lighthouse.ts [--runs=5] [--min=95] [--max-lcp=2.5] [--dist=DIR] [--report-only] [--first-visit] [--save=DIR] [--traces=DIR] [--pages=a,b]';
const args: {
  runs: string;
  min: string;
  'max-lcp': string;
  dist: string;
  'report-only': string | boolean;
  'first-visit': string | boolean;
  save: string | null;
  traces: string | null;
  pages: string | null;
} = {
  runs: '5',
  min: '95',
  'max-lcp': '2.5',
  dist: process.env.WEB_DIST ?? 'apps/web/dist',
  'report-only': false,
  'first-visit': false,
  save: null,
  traces: null,
  pages: null,
};
for (const a of process.argv.slice(2)) {
  const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
  const name = m?.[1] as keyof typeof args | undefined;
  if (!m || !name || !(name in args) || (m[2] === undefined) !== (name === 'report-only' || name === 'first-visit')) {
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
const tracesDir = args.traces ? path.resolve(args.traces) : null;
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

const wanted = args.pages?.split(',').map((name) => `/${name.trim()}`) ?? null;
const pages = [
  { path: '/comprar', signedIn: false, returning: false },
  { path: '/minhas-cartelas', signedIn: true, returning: !args['first-visit'] },
  // The demo night's running event, found once the server is up (main).
  { path: '/verificacao/{id}', signedIn: false, returning: false },
].filter((page) => !wanted || wanted.some((start) => page.path.startsWith(start)));
if (pages.length === 0) {
  console.error(`lighthouse: --pages=${args.pages} names none of /comprar, /minhas-cartelas, /verificacao\n${USAGE}`);
  process.exit(2);
}

// ---- Processes: always stopped ------------------------------------------------------------------
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-lighthouse-'));

/** Synchronous, so that it also works from 'exit' and signal handlers. */
function killAll() {
  killChrome();
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

// ---- Main ---------------------------------------------------------------------------------------
async function main() {
  useLighthouse((await importOnDemand<{ default: Lighthouse }>(root, 'lighthouse', LIGHTHOUSE_VERSION)).default);
  console.log(
    `lighthouse: serving ${path.relative(root, dist) || dist}, Chromium ${chromePath}, ${runs} run(s) a page, mobile, simulated throttling`,
  );
  const [baseURL, devtoolsPort] = await Promise.all([startServer({ root, dist, tmp }), startChrome(chromePath, tmp)]);
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
  if (tracesDir) fs.mkdirSync(tracesDir, { recursive: true });

  const results = new Map(pages.map((p) => [p.path, [] as Run[]]));
  for (let i = 1; i <= runs; i++) {
    for (const page of pages) {
      await setStorage(devtoolsPort, baseURL, page.signedIn ? session : null, [], page.returning ? page.path : null);
      const run = await runLighthouse(devtoolsPort, `${baseURL}${page.path}`);
      const landed = new URL(run.finalUrl).pathname;
      if (landed !== page.path) throw new Error(`${page.path} ended on ${landed}: the page was not measured`);
      results.get(page.path)!.push(run);
      const figures = METRICS.map(([name]) => `${name} ${fmtMetric(name, run.metrics[name]!)}`).join(', ');
      console.log(`  run ${i} ${page.path.padEnd(18)} ${String(run.score).padStart(3)}  ${figures}`);
      for (const w of run.warnings) console.log(`    warning: ${w}`);
      const name = `${page.path.slice(1).replace(/\//g, '-')}-${i}`;
      if (saveDir) fs.writeFileSync(path.join(saveDir, `${name}.json`), run.json);
      if (tracesDir) {
        fs.writeFileSync(path.join(tracesDir, `${name}.trace.json`), JSON.stringify(run.trace));
        fs.writeFileSync(path.join(tracesDir, `${name}.devtoolslog.json`), JSON.stringify(run.devtoolsLog));
      }
    }
  }

  console.log('');
  let failed = false;
  for (const page of pages) {
    const { ok, lines } = verdict(page.path, results.get(page.path)!, minScore, maxLcpMs);
    failed ||= !ok;
    console.log(lines.join('\n'));
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
