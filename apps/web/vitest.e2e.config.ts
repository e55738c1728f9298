import { defineConfig } from 'vitest/config';

// End-to-end tests: one server and one Chromium per run (e2e/support/global-setup.ts), a fresh
// browser context per test, files one after another. Run `npm run build -w apps/web` first
// (`npm test` does). Specs are named *.e2e.ts so the unit-test run never picks them up.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
