/**
 * Streamed batch PDF: time and peak memory for 1,000 and 10,000 cards. The goal is flat memory:
 * the peak at 10k at most 1.3x the peak at 1k.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { loadEnv } from '../apps/server/src/env';
import { fmt, now, report, size } from './util';

const SMALL = size(1_000, 100);
const LARGE = size(10_000, 1_000) === SMALL ? SMALL * 10 : size(10_000, 1_000);
const database = await openDatabase({});
const env = loadEnv({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/bench-unused', LOG_LEVEL: 'silent' });
const app = await buildApp({ env, database, webDist: null });
await seedDatabase(database, { adminEmail: 'admin@bench.local', adminPassword: 'senha-bench-123', demo: false, local: true });
await database.db.execute(
  `insert into events (name, start_date, card_price, status) values ('Bingo do benchmark', now(), 10, 'em_andamento')`,
);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const token = await (app as unknown as { tokens: { sign(id: number): Promise<string> } }).tokens.sign(1);

async function batch(amount: number): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/card-batches',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: `Lote ${amount}`, user_id: 1, amount },
  });
  return res.json().id as number;
}

/**
 * Downloads the PDF, discarding bytes as they come, sampling this process's resident memory.
 * Run with --expose-gc: a full collection every 500 ms keeps V8's lazy old-space growth (garbage,
 * not retained data) from passing for a leak.
 */
async function download(batchId: number): Promise<{ ms: number; firstMs: number; bytes: number; peakMb: number }> {
  global.gc?.();
  let peak = process.memoryUsage().rss;
  let ticks = 0;
  const timer = setInterval(() => {
    if (++ticks % 25 === 0) global.gc?.();
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = now();
  let firstMs = 0;
  const bytes = await new Promise<number>((resolve, reject) => {
    http.get({ port, path: `/api/cards/pdf-by-batch/${batchId}`, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let total = 0;
      res.on('data', (c: Buffer) => {
        firstMs ||= now() - started;
        total += c.length;
      });
      res.on('end', () => resolve(total));
      res.on('error', reject);
    });
  });
  clearInterval(timer);
  return { ms: now() - started, firstMs, bytes, peakMb: peak / 1024 / 1024 };
}

const small = await batch(SMALL);
const large = await batch(LARGE);
await download(small); // warm-up
const a = await download(small);
const b = await download(large);
await app.close();
await database.close();

report(`PDF ${fmt(SMALL, 0)} cards (s, MB)`, `${fmt(a.ms / 1000)} s, ${fmt(a.bytes / 1024 / 1024)} MB`);
report(`PDF ${fmt(LARGE, 0)} cards (s, MB)`, `${fmt(b.ms / 1000)} s, ${fmt(b.bytes / 1024 / 1024)} MB`);
report(`PDF ${fmt(LARGE, 0)} cards: first bytes after (ms)`, fmt(b.firstMs, 0));
report(`peak RSS ${fmt(SMALL, 0)} / ${fmt(LARGE, 0)} cards (MB)`, `${fmt(a.peakMb, 1)} / ${fmt(b.peakMb, 1)}`);
const ratio = b.peakMb / a.peakMb;
report('peak large / peak small', fmt(ratio), { ok: ratio <= 1.3, text: '<= 1.3x' });
