// Mutation testing of packages/core (docs/decisions/021): `npm run mutation -- core` at the root.
// Not part of `npm test` or CI: a full run takes minutes; see docs/mutation-testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  // Mutants that no longer compile are dropped before any test runs.
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  // The tests' shared data (`@bingo/core/testing`) is test code.
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing/**'],
  // The incremental file is committed: the next run (any clone, any session) re-tests only the
  // mutants whose code or covering tests changed, so a second run takes seconds, not minutes.
  incremental: true,
  incrementalFile: 'mutation/incremental.json',
  // A 2-core machine shared with other work: one test runner (raise with --concurrency).
  concurrency: 1,
  // Sandboxes under the repository's .tmp/ (ignored by git and ESLint), not inside the workspace,
  // where vitest and ESLint runs of other work would pick up the instrumented copies.
  tempDirName: '../../.tmp/stryker/core',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'mutation/report.html' },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 90, low: 80, break: null },
};
