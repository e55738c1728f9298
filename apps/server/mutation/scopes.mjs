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
      'src/payments/{pagarme,pagarme-client,pagarme-errors,pagarme-failures,order-request,webhook-signature,provider,announce}.test.ts',
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
    tests: [
      'src/modules/rounds/*.test.ts',
      'src/modules/draws/*.test.ts',
      'src/modules/events/events-running.test.ts',
      // A round's Acumulado mark: refused on an event without one or once the round started (docs/decisions/032).
      'src/modules/acumulado/acumulado.test.ts',
    ],
  },
  results: {
    mutate: ['src/modules/results/**/*.ts'],
    // Not verify-round-cli.test.ts: it runs the root's npm script, outside Stryker's sandbox.
    tests: [
      'src/modules/results/*.test.ts',
      'src/modules/round-records/round-records.test.ts',
      // The venue check of paper cards (sold, unsold, of another event).
      'src/modules/physical-sales/physical-sales.test.ts',
      // A card sold late sits the round out in the check (decisions.md §14); the winners carry
      // their prize's delivery or voiding (docs/decisions/035).
      'src/modules/round-records/late-entry.test.ts',
      'src/modules/prizes/prizes.test.ts',
      'src/modules/prizes/winner-voids.test.ts',
    ],
  },
  'physical-sales': {
    mutate: ['src/modules/physical-sales/**/*.ts'],
    tests: ['src/modules/physical-sales/*.test.ts', 'src/modules/reports/night-reports.test.ts'],
  },
  auth: {
    mutate: ['src/modules/auth/**/*.ts'],
    // claim.test.ts: a right check code takes back only its own failure (the throttle's giveBack).
    tests: ['src/modules/auth/*.test.ts', 'src/modules/users/*.test.ts', 'src/modules/cards/claim.test.ts'],
  },
  live: {
    // The stages and the Acumulado the telão shows (decisions.md §14, docs/decisions/032) sit beside
    // the live state and ranking.
    mutate: ['src/live/live-state.ts', 'src/live/ranking-store.ts', 'src/live/live-stages.ts', 'src/live/live-acumulado.ts'],
    tests: [
      'src/live/*.test.ts',
      'src/modules/results/*.test.ts',
      'src/modules/draws/draws.test.ts',
      'src/modules/draws/stage-wins.test.ts',
      'src/modules/events/events-goal.test.ts',
      'src/modules/acumulado/acumulado.test.ts',
      // Cards sold during a round sit it out in the ranking (decisions.md §14).
      'src/modules/round-records/late-entry.test.ts',
    ],
  },
  // The round's stages as its record counts them (decisions.md §14): who won the quina, the full
  // card and when a refunded winner reopens a stage.
  stages: {
    mutate: ['src/modules/round-records/stage-engine.ts', 'src/modules/round-records/round-record-writer.ts'],
    tests: [
      'src/modules/round-records/{round-records,late-entry,stage-winner-refunded,reopen-cards}.test.ts',
      'src/modules/draws/stage-wins.test.ts',
      // The writer's other callers: control taken, prize changed, voids and swaps, the Acumulado's
      // outcome, prizes delivered (decisions.md §14, §15).
      'src/modules/draws/draw-control.test.ts',
      'src/modules/rounds/round-history.test.ts',
      'src/modules/batches/batch-returns.test.ts',
      'src/modules/physical-sales/sale-swap.test.ts',
      'src/modules/acumulado/acumulado.test.ts',
      'src/modules/prizes/prizes.test.ts',
      'src/modules/prizes/winner-voids.test.ts',
      'src/modules/rounds/round-stages.test.ts',
      'src/modules/results/quina-lists.test.ts',
      'src/live/live-stage-near.test.ts',
    ],
  },
  // Money handed to winners: prizes delivered and the Acumulado's pot (docs/decisions/035, 032).
  prizes: {
    mutate: ['src/modules/prizes/**/*.ts', 'src/modules/acumulado/**/*.ts'],
    tests: [
      'src/modules/prizes/*.test.ts',
      'src/modules/acumulado/*.test.ts',
      'src/modules/contas/*.test.ts',
      'src/modules/draws/stage-wins.test.ts',
    ],
  },
  // The Prestação de Contas (decisions.md §15, docs/decisions/034).
  contas: {
    mutate: ['src/modules/contas/**/*.ts'],
    tests: ['src/modules/contas/*.test.ts'],
  },
  // The one unit of work (docs/decisions/031): the transaction and the live signal after commit.
  'unit-of-work': {
    mutate: ['src/db/unit-of-work.ts'],
    // ball-before-approvals: the draw's precedence over queued approvals (docs/decisions/040, 043).
    tests: [
      'src/db/unit-of-work.test.ts',
      'src/modules/draws/draw-idempotency.test.ts',
      'src/modules/draws/ball-before-approvals.test.ts',
      'src/live/live.test.ts',
    ],
  },
};
