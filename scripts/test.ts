#!/usr/bin/env node
// `npm test`: the whole suite, in order: unit tests, API tests on PGlite, API tests on a
// PostgreSQL server (a throwaway cluster unless TEST_DATABASE_URL is set), end-to-end tests in
// Chromium (after the web build, the page budget of scripts/check-bundle.ts counts as one test),
// then several server processes behind HAProxy on a PostgreSQL server (apps/server/test/cluster).
// Ends with one line `Resumo: N passed, N failed, N skipped` and a non-zero exit code when
// anything failed. With CI=true nothing may be skipped: a missing PostgreSQL, Chromium or HAProxy fails.
//
//   npm test -- --only=unit,api     stages: unit, api (PGlite), pg (PostgreSQL), e2e, cluster
//   npm test -- <path or area>...   only those tests, in the stages they belong to: a test file or
//                                   folder (apps/server/... runs on PGlite and PostgreSQL), or an
//                                   area name (a server module and/or web feature: purchases, rounds)
//   TEST_DATABASE_URL=postgres://... use that server (superuser) instead of a throwaway cluster
//   PG_BIN=/path/to/bin              where initdb and pg_ctl are (default: /usr/lib/postgresql/*/bin, PATH)
//   CHROMIUM_PATH=/path/to/chromium  default /usr/bin/chromium
//   HAPROXY_BIN=/path/to/haproxy     default /usr/sbin/haproxy, PATH
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findHaproxy } from './lib/haproxy';
import { findPostgresBin, startThrowawayPostgres } from './lib/postgres';
import { refuseNewProcesses, run, runVitest, stopChildren, waitForChildren } from './lib/processes';
import { parseArgs, targetsOf as planned } from './lib/test-args';
import { add, countTests as countIn, describe, header, type StageResult } from './lib/test-report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = ['true', '1', 'yes'].includes(String(process.env.CI ?? '').toLowerCase());
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const { only, plan } = parseArgs(root, process.argv.slice(2));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-test-'));
const cleanups: (() => void)[] = [() => fs.rmSync(tmp, { recursive: true, force: true })];
const results: StageResult[] = [];
const skippedLines: string[] = [];
const targetsOf = (stage: string, workspaces: string[]) => planned(plan, stage, workspaces);
const countTests = (dir: string, fileName: RegExp) => countIn(root, dir, fileName);

function runCleanups() {
  while (cleanups.length) {
    try {
      cleanups.pop()!();
    } catch (err) {
      console.error(`cleanup failed: ${(err as Error).message}`);
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // Nothing awaits a signal handler: the stop runs on its own and ends the process itself.
  process.on(signal, () => void stopOnSignal(signal));
}

async function stopOnSignal(signal: NodeJS.Signals): Promise<void> {
  if (interrupted) return;
  interrupted = true;
  refuseNewProcesses();
  console.error(`\n${signal}: stopping the tests and cleaning up...`);
  stopChildren('SIGTERM');
  await waitForChildren(15_000);
  runCleanups();
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
process.on('exit', runCleanups);

// Children must not inherit a database URL meant for another stage.
function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  if (!('TEST_DATABASE_URL' in extra)) delete env.TEST_DATABASE_URL;
  return env;
}

function skip(message: string): void {
  const text = `SKIPPED: ${message}`;
  skippedLines.push(text);
  console.log(`\n!!! ${text} !!!\n`);
}

async function stage(key: string, title: string, fn: (result: StageResult) => Promise<void>): Promise<void> {
  if (!only.has(key) || interrupted) return;
  header(title);
  const started = Date.now();
  const result: StageResult = { key, title, passed: 0, failed: 0, skipped: 0, notes: [], status: 'ok', seconds: 0 };
  try {
    await fn(result);
  } catch (err) {
    result.failed += 1;
    result.notes.push(err instanceof Error ? err.message : String(err));
  }
  result.seconds = (Date.now() - started) / 1000;
  if (result.failed > 0) result.status = 'failed';
  for (const note of result.notes) console.log(`  ${result.status === 'failed' ? '✗' : '•'} ${note}`);
  console.log(`── ${title}: ${describe(result)} in ${result.seconds.toFixed(1)} s`);
  results.push(result);
}

const json = (name: string) => path.join(tmp, `${name}.json`);

await stage('unit', 'Unit tests (packages/core, apps/web)', async (r) => {
  for (const [dir, filters] of targetsOf('unit', ['packages/core', 'apps/web'])) {
    console.log(`\n▶ ${dir}${filters.length ? ` ${filters.slice(1).join(' ')}` : ''}`);
    add(
      r,
      await runVitest({
        cwd: path.join(root, dir),
        args: filters.length ? filters : ['--passWithNoTests'],
        env: childEnv(),
        jsonFile: json(`unit-${path.basename(dir)}`),
      }),
    );
  }
});

const serverFilters = (stage: string) => targetsOf(stage, ['apps/server']).get('apps/server') ?? [];

let apiTestCount: number | null = null;
await stage('api', 'API tests on PGlite', async (r) => {
  add(
    r,
    await runVitest({ cwd: path.join(root, 'apps/server'), args: serverFilters('api'), env: childEnv(), jsonFile: json('api-pglite') }),
  );
  apiTestCount = r.passed + r.failed + r.skipped;
});

/**
 * TEST_DATABASE_URL, else a throwaway cluster (stop() it when done); null when there is neither
 * (CI=true: an error).
 */
async function postgresForStage(what: string): Promise<{ url: string; stop(): void } | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    console.log(`Using TEST_DATABASE_URL (${url.replace(/\/\/[^@/]*@/, '//***@')})`);
    return { url, stop: () => {} };
  }
  const bin = findPostgresBin();
  if (!bin) {
    const message = `${what} (no PostgreSQL server found; install postgresql)`;
    if (ci) throw new Error(`CI=true and no PostgreSQL found: ${message}`);
    skip(message);
    return null;
  }
  const t0 = Date.now();
  const pg = await startThrowawayPostgres(bin);
  cleanups.push(pg.stop);
  console.log(`Throwaway cluster: ${pg.version} on ${pg.url} (started in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return pg;
}

await stage('pg', 'API tests on PostgreSQL', async (r) => {
  const pg = await postgresForStage('API tests on PostgreSQL');
  if (!pg) {
    r.status = 'skipped';
    r.skipped = apiTestCount ?? countTests('apps/server', /\.test\.ts$/);
    return;
  }
  const url = pg.url;
  try {
    add(
      r,
      await runVitest({
        cwd: path.join(root, 'apps/server'),
        args: serverFilters('pg'),
        env: childEnv({ TEST_DATABASE_URL: url }),
        jsonFile: json('api-pg'),
      }),
    );
  } finally {
    pg.stop(); // idempotent; also registered for exit and signals
  }
});

let webBuilt = false;
await stage('e2e', 'End-to-end tests in Chromium', async (r) => {
  if (!fs.existsSync(chromiumPath)) {
    const message = `end-to-end tests (no Chromium at ${chromiumPath}; install Debian's chromium or set CHROMIUM_PATH)`;
    if (ci) throw new Error(`CI=true and ${message}`);
    skip(message);
    r.status = 'skipped';
    r.skipped = countTests('apps/web/e2e', /\.e2e\.ts$/) + 1; // + the page budget check
    return;
  }
  console.log('▶ npm run build -w apps/web');
  const build = await run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, env: childEnv() });
  if (build !== 0) throw new Error(`the web build failed (exit code ${build}); end-to-end tests not run`);
  webBuilt = true;
  console.log('\n▶ npx tsx scripts/check-bundle.ts (page budget: initial JavaScript, gzipped)');
  const budget = await run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/check-bundle.ts')], {
    cwd: root,
    env: childEnv(),
  });
  if (budget === 0) r.passed += 1;
  else {
    r.failed += 1;
    r.notes.push(`page budget: scripts/check-bundle.ts exited with ${budget} (initial JavaScript over budget or build missing)`);
  }
  console.log('\n▶ vitest --config vitest.e2e.config.ts');
  add(
    r,
    await runVitest({
      cwd: path.join(root, 'apps/web'),
      args: ['--config', 'vitest.e2e.config.ts', ...(targetsOf('e2e', ['apps/web']).get('apps/web') ?? [])],
      env: childEnv({ CHROMIUM_PATH: chromiumPath }),
      jsonFile: json('e2e'),
    }),
  );
});

// Several processes behind HAProxy (README "Vários servidores atrás de um balanceador"): a kill -9
// mid-night and one browser's ten live tabs over HTTP/2. Needs PostgreSQL, HAProxy and Chromium.
await stage('cluster', 'Several servers behind HAProxy', async (r) => {
  const tests = countTests('apps/server/test/cluster', /\.cluster\.ts$/);
  const haproxy = findHaproxy();
  if (!haproxy || !fs.existsSync(chromiumPath)) {
    const message = `cluster tests (${haproxy ? `no Chromium at ${chromiumPath}` : 'no HAProxy found; install haproxy'})`;
    if (ci) throw new Error(`CI=true and ${message}`);
    skip(message);
    r.status = 'skipped';
    r.skipped = tests;
    return;
  }
  const pg = await postgresForStage('cluster tests');
  if (!pg) {
    r.status = 'skipped';
    r.skipped = tests;
    return;
  }
  try {
    if (!webBuilt && !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
      console.log('▶ npm run build -w apps/web (the browser check loads the app through HAProxy)');
      const build = await run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, env: childEnv() });
      if (build !== 0) throw new Error(`the web build failed (exit code ${build}); cluster tests not run`);
    }
    add(
      r,
      await runVitest({
        cwd: path.join(root, 'apps/server'),
        args: ['--config', 'vitest.cluster.config.ts', ...(targetsOf('cluster', ['apps/server']).get('apps/server') ?? [])],
        env: childEnv({ TEST_DATABASE_URL: pg.url, HAPROXY_BIN: haproxy, CHROMIUM_PATH: chromiumPath }),
        jsonFile: json('cluster'),
      }),
    );
  } finally {
    pg.stop();
  }
});

runCleanups();
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});

header('Summary');
for (const r of results) {
  const mark = r.status === 'failed' ? 'FAILED ' : r.status === 'skipped' ? 'SKIPPED' : 'ok     ';
  console.log(`  ${mark} ${r.title.padEnd(40)} ${`${r.seconds.toFixed(1)} s`.padStart(8)}   ${describe(r)}`);
}
for (const line of skippedLines) console.log(`  ${line}`);
if (interrupted) total.failed += 1;
if (plan && total.passed + total.failed + total.skipped === 0) {
  console.log(
    `  No test matched ${process.argv
      .slice(2)
      .filter((a) => !a.startsWith('-'))
      .join(' ')}`,
  );
  total.failed += 1;
}
console.log(`\nResumo: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 ? 1 : 0;
