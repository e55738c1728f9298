import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../../../test/global-setup';
import { migrationsFolder } from '../../db/migrations-folder';

/**
 * Migration 0005 meets purchases made before the history existed. Plain SQL on an empty database
 * of the run's kind (the test databases are already migrated to the last version).
 */
interface Sql {
  exec(sql: string): Promise<unknown>;
  rows(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<Sql> {
  const server = inject('pgTemplate');
  if (!server) {
    const db = new PGlite();
    return { exec: (s) => db.exec(s), rows: async (s) => (await db.query<Record<string, unknown>>(s)).rows, close: () => db.close() };
  }
  const name = `bingo_m_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(server.url, `create database ${name}`);
  const client = new pg.Client({ connectionString: withDatabase(server.url, name) });
  await client.connect();
  return {
    exec: (s) => client.query(s),
    rows: async (s) => (await client.query<Record<string, unknown>>(s)).rows,
    close: async () => {
      await client.end();
      await adminQuery(server.url, `drop database if exists ${name} with (force)`);
    },
  };
}

let db: Sql;
beforeAll(async () => {
  db = await emptyDatabase();
});
afterAll(() => db.close());

async function runMigration(file: string) {
  const sql = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement);
}

describe('migration 0005: the history of older purchases', () => {
  it('gives each purchase its opening entry, and one entry for the state it reached since', async () => {
    const files = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    for (const file of files.filter((f) => f < '0005')) await runMigration(file);
    await db.exec(`
      insert into users (id, name, email, password_hash) values (1, 'Maria', 'maria@teste.com', 'x');
      insert into events (id, name, start_date, card_price) values (1, 'Noite', now(), 10);
      insert into purchases (id, user_id, event_id, quantidade, unit_price, gross, total, status, provider_status, review_reason, created_at, updated_at) values
        (1, 1, 1, 1, 10, 10, 10, 'pendente', null, null, '2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z'),
        (2, 1, 1, 1, 10, 10, 10, 'aprovado', 'paid', null, '2026-11-01T11:00:00Z', '2026-11-01T11:05:00Z'),
        (3, 1, 1, 1, 10, 10, 10, 'pendente', 'paid', 'Valor pago (R$ 5,00) diferente do total (R$ 10,00).', '2026-11-01T12:00:00Z', '2026-11-01T12:03:00Z');
    `);
    await runMigration(files.find((f) => f.startsWith('0005'))!);

    const rows = await db.rows(
      `select purchase_id, from_status, to_status, provider_status, source, review_reason, at
       from purchase_status_changes order by purchase_id, at, id`,
    );
    expect(rows.map((r) => ({ ...r, at: (r.at as Date).toISOString() }))).toEqual([
      {
        purchase_id: 1,
        from_status: null,
        to_status: 'pendente',
        provider_status: null,
        source: 'checkout',
        review_reason: null,
        at: '2026-11-01T10:00:00.000Z',
      },
      {
        purchase_id: 2,
        from_status: null,
        to_status: 'pendente',
        provider_status: null,
        source: 'checkout',
        review_reason: null,
        at: '2026-11-01T11:00:00.000Z',
      },
      {
        purchase_id: 2,
        from_status: 'pendente',
        to_status: 'aprovado',
        provider_status: 'paid',
        source: 'migration',
        review_reason: null,
        at: '2026-11-01T11:05:00.000Z',
      },
      {
        purchase_id: 3,
        from_status: null,
        to_status: 'pendente',
        provider_status: null,
        source: 'checkout',
        review_reason: null,
        at: '2026-11-01T12:00:00.000Z',
      },
      {
        purchase_id: 3,
        from_status: 'pendente',
        to_status: 'pendente',
        provider_status: 'paid',
        source: 'migration',
        review_reason: 'Valor pago (R$ 5,00) diferente do total (R$ 10,00).',
        at: '2026-11-01T12:03:00.000Z',
      },
    ]);
  });
});
