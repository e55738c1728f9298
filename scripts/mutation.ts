#!/usr/bin/env node
// `npm run mutation`: Stryker mutation testing (docs/decisions/021) of packages/core, then of the server's money
// and fairness modules, each with its own stryker.config.mjs. Incremental: only mutants whose code
// or covering tests changed since the committed incremental reports (mutation/incremental*.json) are tested again.
// Not part of `npm test` or CI (a first run takes a long time).
//
//   npm run mutation                      core, then every server scope
//   npm run mutation -- core              the core only
//   npm run mutation -- server:coupons    one server scope (apps/server/mutation/scopes.mjs)
//   npm run mutation -- server:coupons --concurrency 2   other arguments go to Stryker
//
// The server's tests run on a throwaway PostgreSQL cluster when one can be started (or on
// TEST_DATABASE_URL when set): a test file's database is then a template copy, which is several
// times faster than PGlite's start for every mutant. Without PostgreSQL they run on PGlite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { SCOPES } from '../apps/server/mutation/scopes.mjs';
import { findPostgresBin, startThrowawayPostgres } from './lib/postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stryker = path.join(root, 'node_modules/.bin/stryker');
/** Each run: a workspace and, for the server, the scope. */
const RUNS: Record<string, { cwd: string; scope?: string }> = {
  core: { cwd: 'packages/core' },
  ...Object.fromEntries(Object.keys(SCOPES).map((scope) => [`server:${scope}`, { cwd: 'apps/server', scope }])),
};

const args = process.argv.slice(2);
const isRun = (a: string) => a in RUNS || a === 'server';
const chosen = args.filter(isRun).flatMap((a) => (a === 'server' ? Object.keys(RUNS).filter((r) => RUNS[r]!.scope) : [a]));
const strykerArgs = args.filter((a) => !isRun(a));
const unknown = strykerArgs.find((a) => /^(core|server)\b/.test(a));
if (unknown) {
  console.error(`Não conheço "${unknown}". Escolha entre: ${Object.keys(RUNS).join(', ')}, server.`);
  process.exit(2);
}
const runs = chosen.length ? chosen : Object.keys(RUNS);

async function serverDatabase() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const bin = findPostgresBin();
  if (!bin) {
    console.log('PostgreSQL não encontrado: os testes do servidor rodam no PGlite (mais lento).');
    return null;
  }
  const cluster = await startThrowawayPostgres(bin);
  process.on('exit', cluster.stop);
  console.log(`Testes do servidor num PostgreSQL descartável (${cluster.version}).`);
  return cluster;
}

// Ctrl-C reaches Stryker too; once it has stopped, the cluster is stopped below and the run ends.
process.on('SIGINT', () => process.exit(130));

let cluster;
let failed = false;
for (const run of runs) {
  const { cwd, scope } = RUNS[run]!;
  console.log(`\n━━ Stryker: ${cwd}${scope ? ` (${scope})` : ''} ━━`);
  const env = { ...process.env };
  if (scope) {
    cluster ??= await serverDatabase();
    if (cluster) env.TEST_DATABASE_URL = cluster.url;
    env.MUTATION_SCOPE = scope;
  }
  const { status } = spawnSync(stryker, ['run', ...strykerArgs], { cwd: path.join(root, cwd), stdio: 'inherit', env });
  if (status !== 0) failed = true;
  if (status === null) break;
}
cluster?.stop();
process.exit(failed ? 1 : 0);
