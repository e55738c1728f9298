// The server's mutation scopes (docs/decisions/021), read by stryker.config.mjs and scripts/mutation.mjs.
// mutate: the scope's files; tests: every test file whose behaviour depends on them (the access
// matrix, which calls every route as each kind of user, is added to all).
export const ACCESS = 'test/access/*.test.ts';

export const SCOPES = {
  coupons: {
    mutate: ['src/modules/coupons/**/*.ts'],
    tests: ['src/modules/coupons/*.test.ts', 'src/modules/purchases/{buying-limits,checkout,webhook,expiry-sweep,admin-purchases,coupon-hold,reversals}.test.ts'],
  },
  purchases: {
    mutate: ['src/modules/purchases/**/*.ts'],
    tests: ['src/modules/purchases/*.test.ts', 'src/modules/coupons/coupon-usage.test.ts'],
  },
  payments: {
    // The fake provider (fake*.ts) serves local demos only and is not mutated.
    mutate: ['src/payments/**/*.ts', '!src/payments/fake*.ts'],
    tests: [
      // Not pagarme-smoke.test.ts: it runs a root script, outside Stryker's sandbox.
      'src/payments/{pagarme,pagarme-client,pagarme-errors,pagarme-failures,order-request,webhook-signature,provider}.test.ts',
      'src/modules/purchases/{checkout,webhook,webhook-auth,payment-review,admin-purchase-verify}.test.ts',
    ],
  },
  draws: {
    mutate: ['src/modules/draws/**/*.ts'],
    tests: [
      'src/modules/draws/*.test.ts',
      'src/live/*.test.ts',
      'src/modules/results/*.test.ts',
      'src/modules/round-records/round-records.test.ts',
    ],
  },
  rounds: {
    mutate: ['src/modules/rounds/**/*.ts'],
    tests: ['src/modules/rounds/*.test.ts', 'src/modules/draws/*.test.ts', 'src/modules/events/events-running.test.ts'],
  },
  results: {
    mutate: ['src/modules/results/**/*.ts'],
    // Not verify-round-cli.test.ts: it runs the root's npm script, outside Stryker's sandbox.
    tests: [
      'src/modules/results/*.test.ts',
      'src/modules/round-records/round-records.test.ts',
      // The venue check of paper cards (sold, unsold, of another event).
      'src/modules/physical-sales/physical-sales.test.ts',
    ],
  },
  'physical-sales': {
    mutate: ['src/modules/physical-sales/**/*.ts'],
    tests: ['src/modules/physical-sales/*.test.ts', 'src/modules/reports/night-reports.test.ts'],
  },
  auth: {
    mutate: ['src/modules/auth/**/*.ts'],
    tests: ['src/modules/auth/*.test.ts', 'src/modules/users/*.test.ts'],
  },
  live: {
    mutate: ['src/live/live-state.ts', 'src/live/ranking-store.ts'],
    tests: [
      'src/live/*.test.ts',
      'src/modules/results/*.test.ts',
      'src/modules/draws/draws.test.ts',
      'src/modules/events/events-goal.test.ts',
    ],
  },
};
