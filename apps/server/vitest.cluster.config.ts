import { defineConfig } from 'vitest/config';

// Several server processes behind HAProxy (test/cluster, *.cluster.ts): run by the cluster stage
// of `npm test` on a PostgreSQL server (TEST_DATABASE_URL), one file after another, since each
// starts its own processes and balancer on a shared 2-core machine.
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.cluster.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
  },
});
