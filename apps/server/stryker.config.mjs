// Mutation testing of the server's money and fairness modules (issue 24): `npm run mutation -- server`
// at the root. Not part of `npm test` or CI: a full run takes a long time; see "Testes de mutação"
// in the README. Narrow a run with `npm run mutation -- server --mutate 'src/modules/coupons/**/*.ts'`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The tests run on PGlite (each test file migrates its own copy of a snapshot database).
  vitest: { configFile: 'vitest.config.ts' },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  // A module's mutants are judged by the tests of the modules in scope and the access matrix, not
  // by the whole suite: the failure tests start real server processes (on the unmutated code) and
  // pagarme-smoke runs a root script, neither of which works from Stryker's sandbox copy.
  testFiles: [
    'src/modules/{purchases,coupons,draws,rounds,results,physical-sales,auth}/*.test.ts',
    'src/payments/{pagarme,pagarme-errors}.test.ts',
    'src/live/*.test.ts',
    'test/access/*.test.ts',
  ],
  mutate: [
    'src/modules/{purchases,coupons,draws,rounds,results,physical-sales,auth}/**/*.ts',
    'src/payments/**/*.ts',
    // The live state and the ranking engine's bookkeeping; streaming and caching are left out.
    'src/live/live-state.ts',
    'src/live/ranking-store.ts',
    '!src/**/*.test.ts',
  ],
  // Committed, like packages/core's: the next run re-tests only mutants whose code or tests changed.
  incremental: true,
  incrementalFile: 'mutation/incremental.json',
  // A 2-core machine shared with other work: one test runner (raise with --concurrency).
  concurrency: 1,
  // Each test file starts an app on its own database: slower than a plain unit test.
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 20,
  // Sandboxes under the repository's .tmp/ (ignored by git and ESLint), not inside the workspace,
  // where vitest and ESLint runs of other work would pick up the instrumented copies.
  tempDirName: '../../.tmp/stryker/server',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'mutation/report.html' },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 90, low: 80, break: null },
};
