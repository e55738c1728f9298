#!/usr/bin/env node
/**
 * npm run verify-round -- {round id} — checks a round's public record on the server (docs/decisions/015):
 * the hash chain from the first entry and the hash of every set of cards, with the same shared
 * code the record page runs in the browser. Prints "Registro íntegro" or the first entry that does
 * not match, and exits 1 then (2 when the round does not exist or the database cannot be opened).
 *
 * The database is the server's: DATABASE_URL (PostgreSQL), else the PGlite in DATA_DIR (./data),
 * which one process opens at a time: stop the server first, or check on the page instead.
 */
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { verifyRoundReport } from '../apps/server/src/modules/round-records';

const id = Number(process.argv[2]);
if (!Number.isInteger(id) || id <= 0) {
  console.error('Uso: npm run verify-round -- {id da rodada}');
  process.exit(2);
}
const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase({
  url,
  dataDir: url ? undefined : path.resolve(process.env.DATA_DIR || './data'),
  migrate: false,
  poolSize: 1,
});
try {
  const { ok, lines } = await verifyRoundReport(database, id);
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 2;
} finally {
  await database.close();
}
