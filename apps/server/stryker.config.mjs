// Mutation testing of the server's money and fairness modules (docs/decisions/021), one scope at a time:
// `npm run mutation -- server:coupons` at the root (`server` alone runs every scope in turn).
// Not part of `npm test` or CI; see docs/mutation-testing.md.
//
// Why scopes: code that runs while a test file starts its app (route options, plugin wiring) is
// covered outside any single test, so Stryker runs every listed test file for each of its mutants.
// Judging a module by its own tests, the tests of the modules that lean on it and the access
// matrix keeps one mutant at seconds instead of minutes. The failure tests (real server processes
// on the unmutated build) and pagarme-smoke (a root script) cannot run in Stryker's sandbox.
import process from 'node:process';
import { ACCESS, SCOPES } from './mutation/scopes.mjs';

const name = process.env.MUTATION_SCOPE;
const scope = SCOPES[name];
if (!scope) throw new Error(`MUTATION_SCOPE must be one of: ${Object.keys(SCOPES).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // On PostgreSQL when TEST_DATABASE_URL is set (scripts/mutation.mjs starts a throwaway cluster).
  // `related: false`: every covering test runs, whether or not vitest's import graph links its file
  // to the mutated one.
  vitest: { configFile: 'vitest.config.ts', related: false },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  // Static mutants, in code that only runs while a test file builds its app (plugin wiring, tables
  // built once), would each need every test file of the scope (one to two minutes here): they are
  // left out and counted apart by `npm run mutation:score`. A mutant also reached inside a test
  // runs with the tests that reach it.
  ignoreStatic: true,
  testFiles: [...scope.tests, ACCESS],
  // Route declarations (`*.routes.ts`: paths, access, schemas, the call to the service) run only
  // while a test file builds its app; the access matrix, the contract check and every API test
  // stand on them. Their mutants would be static (see ignoreStatic), so they are not made at all.
  // Test fixtures (`*.fixture.ts`: the app and people a module's test files share) are test code.
  mutate: [...scope.mutate, '!src/**/*.test.ts', '!src/**/*.fixture.ts', '!src/**/*.routes.ts', '!src/**/index.ts'],
  // Committed, one per scope (a run keeps only the files it mutates): the next run re-tests only
  // the mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: `mutation/incremental-${name}.json`,
  // A 2-core machine shared with other work: one test runner (raise with --concurrency).
  concurrency: 1,
  // Each test file starts an app on its own database: slower than a plain unit test.
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 20,
  // Sandboxes under the repository's .tmp/ (ignored by git and ESLint), not inside the workspace,
  // where vitest and ESLint runs of other work would pick up the instrumented copies.
  tempDirName: `../../.tmp/stryker/server-${name}`,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: `mutation/report-${name}.html` },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 90, low: 80, break: null },
};
