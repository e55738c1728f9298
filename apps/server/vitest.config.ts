import { defineConfig } from 'vitest/config';

// API tests run twice by `npm test`: on PGlite, then with TEST_DATABASE_URL on a PostgreSQL server.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
