/**
 * A checkout burst during a live round: P phones follow a round that draws a ball every 2 s while
 * 200 purchases are paid within 60 s through the real payment path (checkout, the provider's
 * order.paid, the server's re-read of the order at the provider, the cards created; a fifth of
 * them delivered twice, as a provider retries). The same night has quiet stretches before and after
 * the burst: the ball's p99 to every phone during the burst is set beside the quiet balls' p99 of
 * this very run. No payment may be lost or doubled, and every card paid before a ball must be in
 * the round's record (cards_added, decisions.md §14: it plays from the next round) before that ball.
 * PGlite and a throwaway PostgreSQL. Goal: burst p99 <= 1.2x quiet p99.
 */
import type { RecordEntry } from '@bingo/core';
import { adminApi } from './night-setup';
import { Phone } from './phones';
import { buyAndPay, pagarmeEnv, purchaseStates, registerBuyers, startPagarme, type Payment } from './paid-checkouts';
import { BENCH_ADMIN, login, startServer, throwawayPostgres } from './server-process';
import { SMOKE, fmt, now, percentile, report, size } from './util';

const PHONES = size(2_000, 100);
const PAYMENTS = SMOKE ? 20 : 200;
const BURST_MS = SMOKE ? 6_000 : 60_000;
const GAP_MS = SMOKE ? 500 : 2_000;
/** Quiet balls before the burst and as many after it. */
const QUIET_BALLS = SMOKE ? 3 : 12;
/** Buyers paying in turn (one holds at most 3 pending purchases: each pays before the next). */
const BUYERS = SMOKE ? 4 : 25;
/** Cards sold before the round, so the ranking has a night's worth of cards to count. */
const CARDS_BEFORE = SMOKE ? 200 : 5_000;

interface Night {
  quiet: number[];
  burst: number[];
  missed: number;
  payments: Payment[];
  burstSeconds: number;
  lost: number;
  doubled: number;
  cardsIssued: number;
  cardsPaid: number;
  /** Payments approved before a ball whose cards the record had not added before that ball. */
  lateInRecord: number;
  /** Checkouts and webhooks answered 5xx (the look-alike slow to answer the server), sent again as buyer and provider do. */
  checkoutRetries: number;
  /** Draw typed -> answered (ms), quiet balls and burst balls: a draw waits for the event's lock. */
  drawCalls: { quiet: number[]; burst: number[] };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Draws and answers, per phone that got the ball within 10 s, the ms from sending the draw to the
 * frame that holds it. A payment approved meanwhile sends frames of its own (cards in play): only a
 * frame with the ball counts.
 */
async function timeBall(phones: Phone[], number: number, fire: () => Promise<unknown>): Promise<number[]> {
  const arrivals: number[] = [];
  const sent = now();
  let over = false;
  const waits = phones.map(async (phone) => {
    while (!over) {
      const at = await phone.nextFrame();
      if (phone.drawn.includes(number)) return arrivals.push(at - sent);
    }
  });
  await fire();
  await Promise.race([Promise.all(waits), sleep(10_000)]);
  over = true;
  for (const phone of phones) phone.cancelWait();
  return arrivals;
}

async function measure(databaseUrl?: string): Promise<Night> {
  const stub = await startPagarme();
  const server = await startServer({ databaseUrl, env: { SEED_DEMO: '0', ...pagarmeEnv(stub.url) } });
  try {
    const admin = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const call = adminApi(server.base, admin);
    const event = await call<{ id: number }>('POST', '/events', {
      name: 'Noite com rajada de compras',
      start_date: new Date().toISOString(),
      rounds_count: 2,
      card_price: 10,
    });
    const round = await call<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Medição' });
    await call('POST', `/events/${event.id}/rounds`, { prize: 'Próxima rodada' });
    await call('PATCH', `/events/${event.id}/status`, { status: 'em_andamento' });

    const buyers = await registerBuyers(server.base, BUYERS, `rajada${databaseUrl ? 'pg' : 'pglite'}`);
    // The cards of the night, sold through the same path before the round starts (100 per purchase at most).
    for (let sold = 0, i = 0; sold < CARDS_BEFORE; i++) {
      const quantidade = Math.min(100, CARDS_BEFORE - sold);
      await buyAndPay(server.base, stub, buyers[i % BUYERS]!, quantidade);
      sold += quantidade;
    }

    await call('POST', `/rounds/${round.id}/start`);
    const port = Number(new URL(server.base).port);
    const phones = Array.from({ length: PHONES }, () => new Phone(port, `/api/events/${event.id}/live/stream`, buyers[0]!));
    // In batches, each phone trying again once: a loaded machine's accept queue may reset a few.
    for (let i = 0; i < phones.length; i += 250) {
      await Promise.all(phones.slice(i, i + 250).map((p) => p.connect().catch(() => sleep(500).then(() => p.connect()))));
    }
    while (phones.some((p) => p.lastId < 0)) await sleep(10);
    const quiet: number[] = [];
    const burst: number[] = [];
    const drawCalls = { quiet: [] as number[], burst: [] as number[] };
    /** performance.now() when each ball's draw was sent, by ball number. */
    const sentAt = new Map<number, number>();
    let missed = 0;
    let ball = 0;
    const drawOne = async (into: number[], calls: number[]) => {
      const number = ++ball;
      const started = now();
      sentAt.set(number, started);
      const arrivals = await timeBall(phones, number, async () => {
        await call('POST', `/rounds/${round.id}/draw`, { number });
        calls.push(now() - started);
      });
      missed += PHONES - arrivals.length;
      into.push(...arrivals, ...Array<number>(PHONES - arrivals.length).fill(Infinity));
      const wait = GAP_MS - (now() - started);
      if (wait > 0) await sleep(wait);
    };

    // The burst: payments at random moments within the window, each buyer paying in turn.
    const payments: Payment[] = [];
    const failures: string[] = [];
    let checkoutRetries = 0;
    let burstSeconds = 0;
    const runBurst = async () => {
      const started = now();
      const moments = Array.from({ length: PAYMENTS }, () => Math.random() * (BURST_MS - 3_000)).sort((a, b) => a - b);
      const queues = Array.from({ length: BUYERS }, () => Promise.resolve());
      await Promise.all(
        moments.map((at, i) => {
          const k = i % BUYERS;
          queues[k] = queues[k]!.then(async () => {
            const wait = at - (now() - started);
            if (wait > 0) await sleep(wait);
            try {
              const onRetry = () => checkoutRetries++;
              payments.push(await buyAndPay(server.base, stub, buyers[k]!, 1 + (i % 3), { repeat: i % 5 === 0, onRetry }));
            } catch (err) {
              failures.push((err as Error).message);
            }
          });
          return queues[k];
        }),
      );
      burstSeconds = (now() - started) / 1000;
    };

    try {
      for (let i = 0; i < QUIET_BALLS; i++) await drawOne(quiet, drawCalls.quiet);
      const burstDone = runBurst();
      let burstOver = false;
      void burstDone.finally(() => (burstOver = true));
      const burstStarted = now();
      // A round has 75 balls: a burst that outlasts them goes on without balls (the window is reported).
      while ((!burstOver || now() - burstStarted < BURST_MS) && ball < 75 - QUIET_BALLS) await drawOne(burst, drawCalls.burst);
      await burstDone;
      for (let i = 0; i < QUIET_BALLS; i++) await drawOne(quiet, drawCalls.quiet);
    } finally {
      for (const phone of phones) phone.drop();
    }

    const states = await purchaseStates(
      server.base,
      admin,
      payments.map((p) => p.purchaseId),
    );
    if (failures.length) console.error(`payments refused: ${failures.length}; first: ${failures[0]}`);
    const lost =
      failures.length + payments.filter((p) => p.outcome !== 'processed' || states.get(p.purchaseId)?.status !== 'aprovado').length;
    const doubled = payments.filter(
      (p) => (p.repeatOutcome !== undefined && p.repeatOutcome === 'processed') || states.get(p.purchaseId)!.cards_issued > p.quantidade,
    ).length;
    const cardsIssued = [...states.values()].reduce((n, s) => n + s.cards_issued, 0);
    const cardsPaid = payments.reduce((n, p) => n + p.quantidade, 0);

    // Each payment approved before a ball's draw was sent: its cards are in a cards_added entry before that ball's entry.
    const record = await call<{ entries: RecordEntry[] }>('GET', `/rounds/${round.id}/record`);
    let added = 0;
    const addedBeforeBall = new Map<number, number>();
    for (const entry of record.entries) {
      if (entry.kind === 'cards_added') added += (entry.data as { count: number }).count;
      if (entry.kind === 'ball_drawn') addedBeforeBall.set((entry.data as { number: number }).number, added);
    }
    let lateInRecord = 0;
    for (const [number, sent] of sentAt) {
      const paidBefore = payments.filter((p) => p.approvedAt < sent).reduce((n, p) => n + p.quantidade, 0);
      if ((addedBeforeBall.get(number) ?? 0) < paidBefore) lateInRecord++;
    }
    if (added !== cardsPaid) lateInRecord += 1;
    return {
      quiet,
      burst,
      missed,
      payments,
      burstSeconds,
      lost,
      doubled,
      cardsIssued,
      cardsPaid,
      lateInRecord,
      drawCalls,
      checkoutRetries,
    };
  } finally {
    await server.stop();
    await stub.stop();
  }
}

/** BURST_DATABASES=pglite or =postgres measures one database only (a quicker A/B while changing one). */
const only = process.env.BURST_DATABASES;
const pglite = only === 'postgres' ? null : await measure();
const cluster = only === 'pglite' ? null : await throwawayPostgres();
let postgres: Night | null = null;
try {
  if (cluster) postgres = await measure(cluster.url);
} finally {
  cluster?.stop();
}

report('phones / payments / burst window', `${fmt(PHONES, 0)} / ${PAYMENTS} / ${BURST_MS / 1000} s (a ball every ${GAP_MS / 1000} s)`);
report('cards sold before the round', fmt(CARDS_BEFORE, 0));
for (const [name, m] of [
  ['PGlite', pglite],
  ['PostgreSQL', postgres],
] as const) {
  if (!m) {
    report(name, only ? `não medido: BURST_DATABASES=${only}` : 'não medido: nenhum PostgreSQL nesta máquina (initdb/pg_ctl)');
    continue;
  }
  report(`${name}: payments approved / in the window (s)`, `${m.payments.length} / ${fmt(m.burstSeconds, 1)}`, {
    ok: m.payments.length === PAYMENTS && m.burstSeconds <= BURST_MS / 1000,
    text: `${PAYMENTS} within ${BURST_MS / 1000} s`,
  });
  report(`${name}: checkouts and webhooks sent again after a 5xx`, fmt(m.checkoutRetries, 0));
  report(`${name}: payments lost / doubled`, `${m.lost} / ${m.doubled}`, { ok: m.lost === 0 && m.doubled === 0, text: '0 / 0' });
  report(`${name}: cards issued / paid`, `${fmt(m.cardsIssued, 0)} / ${fmt(m.cardsPaid, 0)}`, {
    ok: m.cardsIssued === m.cardsPaid,
    text: 'equal',
  });
  report(`${name}: balls with a paid card not yet recorded`, fmt(m.lateInRecord, 0), { ok: m.lateInRecord === 0, text: '0' });
  report(`${name}: ball deliveries missed`, fmt(m.missed, 0), { ok: m.missed === 0, text: '0' });
  const quietP99 = percentile(m.quiet, 99);
  const burstP99 = percentile(m.burst, 99);
  report(`${name}: ball -> every phone p99, quiet (ms)`, `${fmt(quietP99, 1)} (${m.quiet.length / PHONES} balls)`);
  report(
    `${name}: ball -> every phone p99, burst (ms)`,
    `${fmt(burstP99, 1)} (${m.burst.length / PHONES} balls) -> ${fmt(burstP99 / Math.max(quietP99, 0.001))}x quiet`,
    SMOKE ? undefined : { ok: burstP99 <= 1.2 * quietP99, text: '<= 1.2x quiet' },
  );
  for (const phase of ['quiet', 'burst'] as const) {
    const calls = m.drawCalls[phase];
    report(`${name}: draw answered, ${phase}: median / worst (ms)`, `${fmt(percentile(calls, 50), 0)} / ${fmt(Math.max(...calls), 0)}`);
  }
}
