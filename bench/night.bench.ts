/**
 * A night at scale on PostgreSQL: 200,000 cards in play, 5,000 phones following,
 * 75 balls typed one every 2 s. Every phone must get every ball; the p99 of each ball's arrival
 * and the server's memory through the night are printed (flat: no growth with balls drawn).
 * Cards go straight into the database (the generator the admin's batches use), as if sold
 * beforehand: the bench times the night, not the sales.
 */
import { Streams } from './fan-out';
import { adminApi, sellCardsAtOnce } from './night-setup';
import { BENCH_ADMIN, login, rssMb, startServer, throwawayPostgres } from './server-process';
import { SMOKE, fmt, now, percentile, report, size } from './util';

const CARDS = size(200_000, 5_000);
const CLIENTS = SMOKE ? 200 : 5_000;
const BALLS = SMOKE ? 8 : 75;
const GAP_MS = SMOKE ? 250 : 2_000;

const cluster = await throwawayPostgres();
if (!cluster) {
  report('noite no PostgreSQL', 'não medida: nenhum PostgreSQL nesta máquina (initdb/pg_ctl)');
  process.exit(0);
}

const server = await startServer({ databaseUrl: cluster.url, env: { SEED_DEMO: '0' } });
try {
  const admin = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const call = adminApi(server.base, admin);
  const event = await call<{ id: number }>('POST', '/events', {
    name: 'Noite de medição',
    start_date: new Date().toISOString(),
    rounds_count: 1,
    card_price: 10,
  });
  const round = await call<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Medição' });

  // The cards, sold online to one buyer (the admin), before anything reads the event's cards.
  const seeded = now();
  await sellCardsAtOnce(cluster.url, event.id, CARDS);
  const seedSeconds = (now() - seeded) / 1000;

  await call('PATCH', `/events/${event.id}/status`, { status: 'em_andamento' });
  await call('POST', `/rounds/${round.id}/start`);
  const streams = await Streams.open(Number(new URL(server.base).port), `/api/events/${event.id}/live/stream`, admin, CLIENTS);
  const memory: number[] = [rssMb(server.pid)];
  const p99s: number[] = [];
  const drawCalls: number[] = [];
  let missed = 0;
  let slowest = 0;
  try {
    // The cage's order does not matter to the server: 1, 2, 3... is as good as any.
    const balls = Array.from({ length: BALLS }, (_, i) => i + 1);
    for (const ball of balls) {
      const started = now();
      const arrivals = await streams.time(async () => {
        await call('POST', `/rounds/${round.id}/draw`, { number: ball });
        drawCalls.push(now() - started);
      });
      if (process.env.BENCH_VERBOSE)
        console.log(
          `ball ${ball}: draw ${fmt(drawCalls.at(-1)!, 0)} ms, p99 ${fmt(percentile(arrivals, 99), 0)} ms, got ${arrivals.length}`,
        );
      missed += CLIENTS - arrivals.length;
      p99s.push(percentile(arrivals, 99));
      slowest = Math.max(slowest, ...arrivals);
      memory.push(rssMb(server.pid));
      const wait = GAP_MS - (now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  } finally {
    streams.close();
  }
  const ranking = await call<{ total: number }>('GET', `/rounds/${round.id}/ranking`);

  report('cards in play / phones / balls', `${fmt(CARDS, 0)} / ${fmt(CLIENTS, 0)} / ${BALLS} (one per ${GAP_MS / 1000} s)`);
  report('cards generated and stored (s)', fmt(seedSeconds, 1));
  report('cards the ranking counts', fmt(ranking.total, 0), { ok: ranking.total === CARDS, text: `${fmt(CARDS, 0)}` });
  report('ball deliveries missed', fmt(missed, 0), { ok: missed === 0, text: '0: every phone gets every ball' });
  report('per ball p99 (ms): median / worst', `${fmt(percentile(p99s, 50), 1)} / ${fmt(Math.max(...p99s), 1)}`);
  report('slowest single delivery (ms)', fmt(slowest, 1));
  report('draw call, typed -> answered (ms): median / worst', `${fmt(percentile(drawCalls, 50), 0)} / ${fmt(Math.max(...drawCalls), 0)}`);
  const first = memory[1] ?? memory[0]!;
  const growth = memory[memory.length - 1]! - first;
  report(
    'server RSS (MB): streams open / peak / end',
    `${fmt(memory[0]!, 0)} / ${fmt(Math.max(...memory), 0)} / ${fmt(memory[memory.length - 1]!, 0)}`,
  );
  report('RSS growth from the first ball to the last (MB)', fmt(growth, 0), { ok: growth <= 50, text: '<= 50 MB (flat)' });
} finally {
  await server.stop();
  cluster.stop();
}
