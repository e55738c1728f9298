/**
 * Card generation: cards per second drawn from the CSPRNG, and storing them through the product's
 * generator (unnest bulk insert with the unique key) against a raw COPY of the same rows.
 */
import { generateUniqueCards } from '@bingo/core';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../apps/server/src/db/client';
import { createCards } from '../apps/server/src/modules/cards/card-generator';
import { fmt, report, size, timeIt } from './util';

const N = size(100_000, 5_000);
const gen = await timeIt(() => generateUniqueCards(N));
report(`generate ${fmt(N, 0)} unique cards (cards/s)`, fmt(N / (gen.ms / 1000), 0));

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
