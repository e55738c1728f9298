import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createEvent, sellCards } from '../../test/bingo-factories';
import { createRoles } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { cards } from '../db/schema';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

describe('card PDFs', () => {
  it('prints a whole batch: one card per barcode, four per A4 page, with event, lote and numbers', async () => {
    const event = await createEvent(ctx, { name: 'Quermesse São Roque' });
    const batch = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/card-batches',
        headers: roles.admin.auth,
        payload: { name: 'Lote 7', user_id: roles.admin.id, amount: 10, event_id: event.id },
      })
    ).json();
    const stored = await ctx.database.db.select().from(cards).where(eq(cards.batchId, batch.id)).orderBy(cards.id);
    const res = await ctx.app.inject({ url: `/api/cards/pdf-by-batch/${batch.id}`, headers: roles.admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('lote-Lote-7.pdf');
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(3);
    const text = pages.join(' ');
    for (const card of stored) {
      expect(text).toContain(card.barcode!);
      expect(text).toContain(`Cartela nº ${card.id}`);
    }
    // Each barcode twice: on the card and on the seller's stub.
    expect(text.match(/\b2\d{12}\b/g)).toHaveLength(20);
    expect(pages[0]).toContain('Quermesse São Roque');
    expect(pages[0]).toContain('Lote 7');
    expect(pages[0]).toMatch(/A\s+J\s+U\s+D\s+E/);
    for (const n of stored[0]!.numbers) expect(pages[0]).toContain(String(n));
  });

  it('prints a buyer’s cards with their name and the night’s date and time, without a seller’s stub', async () => {
    const event = await createEvent(ctx, { name: 'Bingo da Creche', startDate: new Date('2027-03-20T23:30:00Z') });
    const [named, unnamed] = await sellCards(ctx, event.id, roles.user, 2);
    // A card whose holder was never typed shows the buyer's account name.
    await ctx.database.db.update(cards).set({ fullName: null }).where(eq(cards.id, unnamed!.id));
    const res = await ctx.app.inject({ url: `/api/cards/pdf?ids=${named!.id},${unnamed!.id}`, headers: roles.user.auth });
    const [page] = await pdfPages(res.rawPayload);
    expect(page).toContain('Bingo da Creche');
    expect(page).toContain('20/03/2027, 20:30');
    expect(page).toContain('Nome: Comprador Teste');
    expect(page).toContain('Nome: Pessoa de Teste');
    expect(page).not.toContain('Destaque aqui');
    expect(page).not.toContain('Código de verificação');
  });

  it('prints a buyer’s own cards, never someone else’s', async () => {
    const event = await createEvent(ctx);
    const mine = await sellCards(ctx, event.id, roles.user, 2);
    const theirs = await sellCards(ctx, event.id, roles.other, 1);
    const ids = mine.map((c) => c.id).join(',');
    const ok = await ctx.app.inject({ url: `/api/cards/pdf?ids=${ids}`, headers: roles.user.auth });
    expect(ok.statusCode).toBe(200);
    expect(await pdfPages(ok.rawPayload)).toHaveLength(1);
    const denied = await ctx.app.inject({ url: `/api/cards/pdf?ids=${ids},${theirs[0]!.id}`, headers: roles.user.auth });
    expect(denied.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/cards/pdf?ids=${theirs[0]!.id}`, headers: roles.admin.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/cards/pdf?ids=1;drop', headers: roles.user.auth })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/cards/pdf-by-batch/999999', headers: roles.admin.auth })).statusCode).toBe(404);
  });
});
