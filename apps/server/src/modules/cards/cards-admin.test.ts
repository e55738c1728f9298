import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';
import { cards } from '../../db/schema';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let lote: { id: number; cards: (typeof cards.$inferSelect)[] };
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  const event = await createEvent(ctx);
  const batch = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/card-batches',
      headers: roles.admin.auth,
      payload: { name: 'Lote Paróquia', user_id: roles.admin.id, amount: 45, event_id: event.id },
    })
  ).json();
  lote = { id: batch.id, cards: await ctx.database.db.select().from(cards).where(eq(cards.batchId, batch.id)).orderBy(cards.id) };
  const seller = await createUser(ctx, { name: 'Zé Vendedor' });
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/cards/${lote.cards[0]!.id}`,
    headers: roles.admin.auth,
    payload: { full_name: 'Maria Aparecida', contact: '11 98888-7777' },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/physical-sales',
    headers: roles.admin.auth,
    payload: { card_id: lote.cards[0]!.id, user_id: seller.id },
  });
});
afterAll(() => ctx.close());

const list = (query: string) => ctx.app.inject({ url: `/api/cards/all?${query}`, headers: roles.admin.auth }).then((r) => r.json());

describe('admin card list', () => {
  it('pages by 20 with the total, filtering physical cards', async () => {
    const page1 = await list('status=f%C3%ADsica');
    expect(page1.total).toBe(45);
    expect(page1.items).toHaveLength(20);
    expect((await list('status=f%C3%ADsica&page=3')).items).toHaveLength(5);
  });

  it('filters by buyer, seller, lote and barcode; shows the sale', async () => {
    const byBuyer = await list('full_name=aparecida');
    expect(byBuyer.items.map((c: { id: number }) => c.id)).toEqual([lote.cards[0]!.id]);
    expect(byBuyer.items[0]).toMatchObject({
      lote: 'Lote Paróquia',
      contact: '11 98888-7777',
      physical_sale: { user_name: 'Zé Vendedor' },
    });
    expect((await list('seller_name=z%C3%A9')).total).toBe(1);
    expect((await list('lote=Lote%20Par%C3%B3quia')).total).toBe(45);
    expect((await list('lote=Lote')).total).toBe(0);
    expect((await list(`barcode=${lote.cards[3]!.barcode}`)).items[0].id).toBe(lote.cards[3]!.id);
    expect((await list('full_name=100%25')).total).toBe(0);
  });

  it('finds a card by barcode, 404 with the spec text otherwise', async () => {
    const found = await ctx.app.inject({ url: `/api/cards/barcode/${lote.cards[2]!.barcode}`, headers: roles.admin.auth });
    expect(found.json()).toMatchObject({ id: lote.cards[2]!.id, status: 'física', physical_sale: null });
    for (const code of ['2000000000000', 'abc']) {
      const missing = await ctx.app.inject({ url: `/api/cards/barcode/${code}`, headers: roles.admin.auth });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Cartela não encontrada.');
    }
  });

  it('edits buyer data with validation', async () => {
    const card = lote.cards[5]!;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: roles.admin.auth,
      payload: { full_name: 'João', contact: '', address: 'Rua A, 1' },
    });
    expect(res.json()).toMatchObject({ full_name: 'João', contact: null, address: 'Rua A, 1', barcode: card.barcode });
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/cards/${card.id}`, headers: roles.admin.auth, payload: { full_name: '' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/cards/999999', headers: roles.admin.auth, payload: { full_name: 'X' } }))
        .statusCode,
    ).toBe(404);
  });

  it('reports consistency, and spots a corrupted card and barcode', async () => {
    const ok = await ctx.app.inject({ url: '/api/cards/check', headers: roles.admin.auth });
    expect(ok.json()).toMatchObject({ total: 45, physical: 45, invalid_numbers: 0, duplicates: 0, invalid_barcodes: 0, ok: true });
    const [a, b] = lote.cards;
    // Swap two numbers across columns and break a check digit behind the API's back.
    await ctx.database.db.execute(sql`update cards set numbers[1] = 75 where id = ${a!.id}`);
    await ctx.database.db.execute(
      sql`update cards set barcode = overlay(barcode placing (((substr(barcode, 13, 1)::int + 1) % 10)::text) from 13) where id = ${b!.id}`,
    );
    const bad = await ctx.app.inject({ url: '/api/cards/check', headers: roles.admin.auth });
    expect(bad.json()).toMatchObject({ invalid_numbers: 1, invalid_barcodes: 1, ok: false });
  });
});
