/**
 * A reconnect storm after the hall's Wi-Fi drops: C phones follow the demo night; a ball is drawn;
 * every phone loses its stream, a ball is drawn while they are away, and they come back at random
 * moments within 10 s, each resuming with Last-Event-ID (a ball is drawn mid-storm, and a third
 * of them drop once more right after coming back, as a flapping Wi-Fi does). Every phone must end
 * with every ball and get no state twice; then the next ball's p99 to all phones, beside the bare
 * Node fan-out to the same C clients in this run. PGlite and a throwaway PostgreSQL.
 * Goals: p99 <= 250 ms and <= 1.5x the bare fan-out.
 */
import { withBareServer } from './fan-out';
import { Phone, timeNextFrame } from './phones';
import { openDemoNight } from './demo-night';
import { onBothDatabases, startServer } from './server-process';
import { SMOKE, fmt, now, percentile, report, size } from './util';

const CLIENTS = size(3_000, 200);
const STORM_MS = SMOKE ? 2_000 : 10_000;
const NEXT_BALLS = SMOKE ? 2 : 5;

interface Storm {
  beforeDrop: number[];
  /** Ask to reconnect -> stream answered, per reconnection. */
  reconnects: number[];
  /** From the drop until the last phone was back. */
  stormMs: number;
  next: number[];
  /** Phones without every ball drawn so far once the storm is over (before any new ball). */
  behindAfterStorm: number;
  missingBalls: number;
  repeats: number;
  phonesWrong: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(databaseUrl?: string): Promise<Storm> {
  const server = await startServer({ databaseUrl });
  try {
    const { buyer, draw, readLive } = await openDemoNight(server);

    const port = Number(new URL(server.base).port);
    const phones = Array.from({ length: CLIENTS }, () => new Phone(port, '/api/events/1/live/stream', buyer));
    await Promise.all(phones.map((p) => p.connect()));
    while (phones.some((p) => p.lastId < 0)) await sleep(10);
    try {
      const beforeDrop = await timeNextFrame(phones, draw);

      // The Wi-Fi goes: every stream at once; a ball is drawn while the phones are away.
      const dropped = now();
      for (const phone of phones) phone.drop();
      await sleep(200);
      await draw();

      // They come back at random moments within the storm; a third drop again once right after.
      const reconnects: number[] = [];
      const back = async (phone: Phone, at: number, flaps: boolean) => {
        await sleep(at);
        phone.reconnectAsked = now();
        await phone.connect();
        reconnects.push(now() - phone.reconnectAsked);
        if (!flaps) return;
        phone.drop();
        await sleep(Math.random() * 500);
        const asked = now();
        await phone.connect();
        reconnects.push(now() - asked);
      };
      const storm = Promise.all(phones.map((phone, i) => back(phone, Math.random() * (STORM_MS - 600), i % 3 === 0)));
      await sleep(STORM_MS / 2);
      await draw();
      await storm;
      const stormMs = now() - dropped;
      await sleep(1_000);
      const afterStorm = (await readLive()).drawn.join(',');
      const behindAfterStorm = phones.filter((p) => p.drawn.join(',') !== afterStorm).length;

      const next: number[] = [];
      for (let i = 0; i < NEXT_BALLS; i++) {
        const arrivals = await timeNextFrame(phones, draw);
        next.push(...arrivals, ...Array<number>(CLIENTS - arrivals.length).fill(Infinity));
        await sleep(300);
      }

      const final = (await readLive()).drawn;
      const phonesWrong = phones.filter((p) => p.drawn.join(',') !== final.join(',')).length;
      const missingBalls = phones.reduce((n, p) => n + final.filter((b) => !p.drawn.includes(b)).length, 0);
      const repeats = phones.reduce((n, p) => n + p.repeats, 0);
      return { beforeDrop, reconnects, stormMs, next, behindAfterStorm, missingBalls, repeats, phonesWrong };
    } finally {
      for (const phone of phones) phone.drop();
    }
  } finally {
    await server.stop();
  }
}

// The baseline is timed by the same phones (they read each frame's id and balls, which costs the
// measuring side more than fan-out.ts's bare sockets).
const bare = await withBareServer(async (port) => {
  const phones = Array.from({ length: CLIENTS }, () => new Phone(port, '/stream', 'bare'));
  await Promise.all(phones.map((p) => p.connect()));
  while (phones.some((p) => p.lastId < 0)) await sleep(10);
  try {
    return await timeNextFrame(phones, () => fetch(`http://127.0.0.1:${port}/fire`, { method: 'POST' }));
  } finally {
    for (const phone of phones) phone.drop();
  }
});
const bareP99 = percentile(bare, 99);
const { pglite, postgres } = await onBothDatabases(measure);

report('phones / storm window', `${fmt(CLIENTS, 0)} / ${fmt(STORM_MS / 1000, 0)} s (a third drop twice)`);
report('bare Node fan-out p99 (ms)', fmt(bareP99, 1));
for (const [name, m] of [
  ['PGlite', pglite],
  ['PostgreSQL', postgres],
] as const) {
  if (!m) {
    report(`${name}`, 'não medido: nenhum PostgreSQL nesta máquina (initdb/pg_ctl)');
    continue;
  }
  report(`${name}: phones missing a ball once back`, fmt(m.behindAfterStorm, 0), {
    ok: m.behindAfterStorm === 0,
    text: '0',
  });
  report(`${name}: phones not ending with every ball`, fmt(m.phonesWrong, 0), { ok: m.phonesWrong === 0, text: '0' });
  report(`${name}: balls missing, summed over phones`, fmt(m.missingBalls, 0), { ok: m.missingBalls === 0, text: '0' });
  report(`${name}: states received twice`, fmt(m.repeats, 0), { ok: m.repeats === 0, text: '0 (Last-Event-ID)' });
  report(`${name}: drop -> last phone back (s)`, fmt(m.stormMs / 1000, 1));
  report(
    `${name}: reconnect answered, median / p99 (ms)`,
    `${fmt(percentile(m.reconnects, 50), 1)} / ${fmt(percentile(m.reconnects, 99), 1)}`,
  );
  report(`${name}: ball before the drop, p99 (ms)`, fmt(percentile(m.beforeDrop, 99), 1));
  const p99 = percentile(m.next, 99);
  // As in draw-pipeline.bench.ts: with the smoke run's few phones the draw's fixed cost outweighs the fan-out.
  const goal = SMOKE ? undefined : { ok: p99 <= 1.5 * bareP99 && p99 <= 250, text: '<= 1.5x bare and <= 250 ms' };
  report(
    `${name}: next ${NEXT_BALLS} balls -> every phone p99 (ms)`,
    `${fmt(p99, 1)} -> ${fmt(p99 / Math.max(bareP99, 0.001))}x bare`,
    goal,
  );
}
