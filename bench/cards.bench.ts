/**
 * Card generation: cards per second drawn from the CSPRNG, and storing them through the product's
 * generator (unnest bulk insert with the unique key) against a raw COPY of the same rows.
 */
import { generateUniqueCards, secureRandom } from '@bingo/core';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../apps/server/src/db/client';
import { createCards } from '../apps/server/src/modules/cards';
import { fmt, report, size, timeIt } from './util';

/** The earlier generator, kept as the baseline: partial Fisher-Yates and a sort per column. */
function previousUniqueCards(count: number): { numbers: number[]; key: string }[] {
  const hex = (w: number, width: number) => (w >>> 0).toString(16).padStart(width, '0');
  const seen = new Set<string>();
  const cards: { numbers: number[]; key: string }[] = [];
  while (cards.length < count) {
    const numbers: number[] = [];
    for (let column = 0; column < 5; column++) {
      const pool = Array.from({ length: 15 }, (_, i) => column * 15 + 1 + i);
      for (let i = 0; i < 5; i++) {
        const j = i + secureRandom(15 - i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      numbers.push(...pool.slice(0, 5).sort((a, b) => a - b));
    }
    const words = [0, 0, 0];
    for (const n of numbers) words[(n - 1) >>> 5]! |= 1 << ((n - 1) & 31);
    const key = hex(words[2]!, 3) + hex(words[1]!, 8) + hex(words[0]!, 8);
    if (seen.has(key)) continue;
    seen.add(key);
    cards.push({ numbers, key });
  }
  return cards;
}

const N = size(100_000, 5_000);
// Both warmed up first, so the smoke size measures compiled code rather than the JIT.
previousUniqueCards(2_000);
generateUniqueCards(2_000);
const before = await timeIt(() => previousUniqueCards(N));
const gen = await timeIt(() => generateUniqueCards(N));
const rate = N / (gen.ms / 1000);
const baseline = N / (before.ms / 1000);
report(`generate ${fmt(N, 0)} unique cards (cards/s)`, fmt(rate, 0), { ok: rate >= 300_000, text: '>= 300.000 cartelas/s' });
report('  previous generator, same run (cards/s)', fmt(baseline, 0));
report('  new / previous', `${fmt(rate / baseline)}x`);

const database = await openDatabase({});
await database.db.execute(`insert into events (name, start_date, card_price) values ('a', now(), 10), ('b', now(), 10)`);
const insert = await timeIt(() => database.db.transaction((tx) => createCards(tx as never, 1, N, () => ({ status: 'digital' }))));
report(`createCards ${fmt(N, 0)} (s, generate + insert)`, fmt(insert.ms / 1000, 2));

// The same rows through COPY, the fastest way into PostgreSQL.
const tsv = gen.value.map((c) => `2\t{${c.numbers.join(',')}}\t${c.key}\tdigital`).join('\n');
const client = (database.db as unknown as { $client: PGlite }).$client;
const copy = await timeIt(() =>
  client.query(`copy cards (event_id, numbers, numbers_key, status) from '/dev/blob'`, [], { blob: new Blob([tsv]) }),
);
report(`raw COPY of ${fmt(N, 0)} rows (s)`, fmt(copy.ms / 1000, 2));
report('createCards / COPY', fmt(insert.ms / copy.ms), { ok: insert.ms / copy.ms <= 3, text: '<= 3x' });
await database.close();
