import { afterEach, describe, expect, it } from 'vitest';
import { emptyDatabase, type MigrationDb } from '../../../test/migration-db';

/**
 * Migration 0006 meets the global sponsors of an install made before sponsorships per event (decisions.md §13): a database at
 * 0005 with sponsors, logos and numbers, then 0006. Run on the run's kind of database.
 */
let db: MigrationDb | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

async function at0005(events: string): Promise<MigrationDb> {
  db = await emptyDatabase();
  await db.migrateBefore('0006');
  if (events) await db.exec(`insert into events (id, name, start_date, status, card_price) values ${events};`);
  return db;
}

/** Two sponsors as the old screens made them: one paid with a logo and numbers, one pending without either. */
async function oldSponsors(d: MigrationDb) {
  await d.exec(`
    insert into images (id, filename, mime_type, size, tag, bytes) values (7, 'logo-padaria.png', 'image/png', 3, 'sponsor', '\\x010203');
    insert into sponsors (id, name, contact_info, image_id, amount, payment_method, payment_status, payment_date, notes, created_at) values
      (3, 'Padaria Pão Quente', '(11) 3456-7890', 7, 250.75, 'PIX', 'pago', '2026-11-20', 'Pagou adiantado', '2026-11-01T10:00:00Z'),
      (5, 'Mercado Bom Preço', null, null, 100, null, 'pendente', null, null, '2026-11-02T10:00:00Z');
    insert into sponsor_numbers (sponsor_id, number) values (3, 37), (3, 12), (5, 37);
  `);
}

const sponsorshipsOf = (d: MigrationDb) =>
  d.rows(`select id, sponsor_id, event_id, amount::float as amount, payment_method, payment_status, payment_date::text as payment_date, notes
          from sponsorships order by id`);

describe('migration 0006: sponsors become companies with a sponsorship per event', () => {
  it('attaches every sponsor, its money and numbers to the running event, keeping ids and logos', async () => {
    const d = await at0005(`
      (1, 'Noite passada', '2026-10-01T22:00:00Z', 'finalizado', 10),
      (2, 'Noite de hoje', '2026-11-21T22:00:00Z', 'em_andamento', 10),
      (3, 'Próxima noite', '2026-12-20T22:00:00Z', 'scheduled', 10)`);
    await oldSponsors(d);
    await d.migrate('0006');

    expect(await sponsorshipsOf(d)).toEqual([
      {
        id: 3,
        sponsor_id: 3,
        event_id: 2,
        amount: 250.75,
        payment_method: 'PIX',
        payment_status: 'pago',
        payment_date: '2026-11-20',
        notes: 'Pagou adiantado',
      },
      {
        id: 5,
        sponsor_id: 5,
        event_id: 2,
        amount: 100,
        payment_method: null,
        payment_status: 'pendente',
        payment_date: null,
        notes: null,
      },
    ]);
    expect(await d.rows('select id, name, contact_info, image_id from sponsors order by id')).toEqual([
      { id: 3, name: 'Padaria Pão Quente', contact_info: '(11) 3456-7890', image_id: 7 },
      { id: 5, name: 'Mercado Bom Preço', contact_info: null, image_id: null },
    ]);
    expect(await d.rows('select sponsorship_id, number from sponsor_numbers order by sponsorship_id, number')).toEqual([
      { sponsorship_id: 3, number: 12 },
      { sponsorship_id: 3, number: 37 },
      { sponsorship_id: 5, number: 37 },
    ]);
    // The columns that moved are gone from the company, and the logo is still in the gallery.
    const columns = await d.rows<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'sponsors' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'name', 'contact_info', 'image_id', 'created_at', 'updated_at']);
    expect(await d.rows('select id, filename from images')).toEqual([{ id: 7, filename: 'logo-padaria.png' }]);

    // New sponsorships get ids past the kept ones; a second sponsorship of a company in another event is allowed, a second in the same event is not.
    const [next] = await d.rows<{ id: number }>(`insert into sponsorships (sponsor_id, event_id) values (3, 3) returning id`);
    expect(next!.id).toBeGreaterThan(5);
    await expect(d.exec(`insert into sponsorships (sponsor_id, event_id) values (3, 2)`)).rejects.toThrow();
    // A number of a sponsorship that does not exist is refused: the numbers follow the sponsorship now.
    await expect(d.exec(`insert into sponsor_numbers (sponsorship_id, number) values (999, 1)`)).rejects.toThrow();
  });

  it('with no event running, takes the scheduled one nearest to now (the active event), not a later one nor a past one', async () => {
    const d = await at0005(`
      (1, 'Noite passada', now() - interval '7 days', 'finalizado', 10),
      (2, 'Noite do mês que vem', now() + interval '30 days', 'scheduled', 10),
      (3, 'Noite de daqui a dois meses', now() + interval '60 days', 'scheduled', 10)`);
    await oldSponsors(d);
    await d.migrate('0006');
    expect((await sponsorshipsOf(d)).map((s) => s.event_id)).toEqual([2, 2]);
  });

  it('with only finished events, takes the one that started last', async () => {
    const d = await at0005(`
      (1, 'Noite de março', '2026-03-14T22:00:00Z', 'finalizado', 10),
      (2, 'Noite de junho', '2026-06-20T22:00:00Z', 'finalizado', 10),
      (3, 'Noite de abril', '2026-04-18T22:00:00Z', 'finalizado', 10)`);
    await oldSponsors(d);
    await d.migrate('0006');
    expect((await sponsorshipsOf(d)).map((s) => s.event_id)).toEqual([2, 2]);
  });

  it('with no event at all, keeps the sponsors and their money in a finished event made for them', async () => {
    const d = await at0005('');
    await oldSponsors(d);
    await d.migrate('0006');
    const events = await d.rows<{ id: number; name: string; status: string; card_price: string }>(
      'select id, name, status, card_price from events',
    );
    expect(events).toEqual([
      { id: expect.any(Number), name: 'Patrocinadores anteriores aos eventos', status: 'finalizado', card_price: '0.00' },
    ]);
    const kept = await sponsorshipsOf(d);
    expect(kept.map((s) => [s.id, s.event_id, s.amount, s.payment_status])).toEqual([
      [3, events[0]!.id, 250.75, 'pago'],
      [5, events[0]!.id, 100, 'pendente'],
    ]);
    expect(await d.rows('select count(*)::int as n from sponsor_numbers')).toEqual([{ n: 3 }]);
  });

  it('makes no event when there are neither events nor sponsors', async () => {
    const d = await at0005('');
    await d.migrate('0006');
    expect(await d.rows('select count(*)::int as n from events')).toEqual([{ n: 0 }]);
    expect(await d.rows('select count(*)::int as n from sponsorships')).toEqual([{ n: 0 }]);
  });
});
