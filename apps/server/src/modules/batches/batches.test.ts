import { isValidEan13 } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { cards } from '../../db/schema';
import { adminCalls } from '../../../test/calls';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const { post } = adminCalls(() => ({ ctx, roles }));

describe('card batches', () => {
  it('creates physical cards with unique valid EAN-13 barcodes, unique across batches of the event', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const a = await post('/api/card-batches', { name: '  Lote A ', user_id: roles.user.id, amount: 300, event_id: event.id });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ name: 'Lote A', amount: 300, sold: 0, user: { id: roles.user.id }, event_id: event.id });
    const b = await post('/api/cards/lote', { lote: 'Lote B', quantidade: 200 });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ user: null, event_id: event.id });

    const rows = await ctx.database.db.select().from(cards).where(eq(cards.eventId, event.id));
    expect(rows).toHaveLength(500);
    expect(rows.every((r) => r.status === 'física' && isValidEan13(r.barcode!))).toBe(true);
    expect(new Set(rows.map((r) => r.barcode)).size).toBe(500);
    expect(new Set(rows.map((r) => r.numbersKey)).size).toBe(500);
    const lotes = await ctx.app.inject({ url: '/api/cards/lotes', headers: roles.admin.auth });
    expect(lotes.json()).toEqual(expect.arrayContaining(['Lote A', 'Lote B']));
  });

  it('validates name, responsible and amount; refuses a repeated name in the event', async () => {
    const event = await createEvent(ctx);
    const bad = await post('/api/card-batches', { name: '   ', user_id: 0, amount: 0, event_id: event.id });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['amount', 'name', 'user_id']);
    await post('/api/card-batches', { name: 'Único', user_id: roles.user.id, amount: 1, event_id: event.id });
    const dup = await post('/api/card-batches', { name: 'Único', user_id: roles.user.id, amount: 1, event_id: event.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Já existe um lote com este nome neste evento.');
  });

  it('deletes an unsold batch with its cards, refuses once a card is sold', async () => {
    const event = await createEvent(ctx);
    const free = (await post('/api/card-batches', { name: 'Livre', user_id: roles.user.id, amount: 5, event_id: event.id })).json();
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/card-batches/${free.id}`, headers: roles.admin.auth });
    expect(del.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(cards).where(eq(cards.batchId, free.id))).toHaveLength(0);

    const sold = (await post('/api/card-batches', { name: 'Vendido', user_id: roles.user.id, amount: 5, event_id: event.id })).json();
    const [card] = await ctx.database.db.select().from(cards).where(eq(cards.batchId, sold.id)).limit(1);
    expect((await post('/api/physical-sales', { user_id: roles.user.id, card_id: card!.id })).statusCode).toBe(201);
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/card-batches/${sold.id}`, headers: roles.admin.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/vendida/);
    expect((await ctx.app.inject({ url: `/api/card-batches/${sold.id}`, headers: roles.admin.auth })).json().sold).toBe(1);
  });

  it('generates a batch of 10,000 cards in one request (timing: bench/cards.bench.ts)', async () => {
    const event = await createEvent(ctx);
    const res = await post('/api/card-batches', { name: 'Grande', user_id: roles.user.id, amount: 10_000, event_id: event.id });
    expect(res.statusCode).toBe(201);
    expect(await ctx.database.db.$count(cards, eq(cards.batchId, res.json().id))).toBe(10_000);
  }, 60_000);
});
