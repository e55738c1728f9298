import { isValidEan13 } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createEvent } from '../../test/bingo-factories';
import { createRoles } from '../../test/factories';
import { pdfBarcodes, pdfQrCodes } from '../../test/pdf-barcodes';
import { pdfPages } from '../../test/pdf-text';
import { cards } from '../db/schema';
import { CardCheckCodes, formatCheckCode } from '../modules/card-codes';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let batchId: number;
let stored: (typeof cards.$inferSelect)[];
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  // 22:00 UTC is 19:00 in Brazil: the card shows the hall's clock.
  const event = await createEvent(ctx, { name: 'Quermesse São Roque', startDate: new Date('2026-12-05T22:00:00Z'), cardPrice: 12.5 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/card-batches',
    headers: roles.admin.auth,
    payload: { name: 'Lote da Praça', user_id: roles.admin.id, amount: 5, event_id: event.id },
  });
  batchId = res.json().id;
  stored = await ctx.database.db.select().from(cards).where(eq(cards.batchId, batchId)).orderBy(cards.id);
});
afterAll(() => ctx.close());

const batchPdf = (query = '') => ctx.app.inject({ url: `/api/cards/pdf-by-batch/${batchId}${query}`, headers: roles.admin.auth });

describe('the printed card a seller hands over (decisions.md §7)', () => {
  it.each([
    ['', 4, 2],
    ['?por_pagina=4', 4, 2],
    ['?por_pagina=2', 2, 3],
  ])('%s: %i cards a page, each barcode scans twice (card and stub) with its EAN-13 check digit', async (query, perPage, pageCount) => {
    const res = await batchPdf(query);
    expect(res.statusCode).toBe(200);
    const scanned = await pdfBarcodes(res.rawPayload);
    expect(scanned).toHaveLength(pageCount);
    // Each page holds its own cards' codes, twice each, and nothing a scanner would misread.
    scanned.forEach((page, p) => {
      const onPage = stored.slice(p * perPage, (p + 1) * perPage).map((c) => c.barcode!);
      expect(page.map((s) => s.text).sort()).toEqual([...onPage, ...onPage].sort());
    });
    for (const code of scanned.flat()) expect(isValidEan13(code.text) && code.valid).toBe(true);
  });

  it('shows event, date and time in Brazil, price, lote, the check code the server derives and a stub to fill in', async () => {
    const text = (await pdfPages((await batchPdf()).rawPayload)).join(' ');
    expect(text).toContain('Quermesse São Roque');
    expect(text).toContain('05/12/2026, 19:00');
    expect(text).toContain('R$ 12,50');
    expect(text).toContain('Lote: Lote da Praça');
    for (const card of stored) expect(text.split(`Cartela nº ${card.id}`)).toHaveLength(3);
    expect(text.match(/Destaque aqui/g)).toHaveLength(5);
    expect(text.match(/Nome do comprador:/g)).toHaveLength(5);
    expect(text.match(/Telefone:/g)).toHaveLength(5);

    const printed = [...text.matchAll(/Código de verificação\s+([2-9A-Z]{3}-[2-9A-Z]{3})/g)].map((m) => m[1]!);
    const codes = new CardCheckCodes(ctx.env.CARD_CODE_SECRET);
    expect(printed).toEqual(stored.map((c) => formatCheckCode(codes.of({ id: c.id, barcode: c.barcode! }))));
    const [first, second] = stored.map((c) => ({ id: c.id, barcode: c.barcode! }));
    expect(codes.verify(first!, printed[0]!)).toBe(true);
    expect(codes.verify(first!, printed[0]!.toLowerCase().replace('-', ' '))).toBe(true);
    expect(codes.verify(first!, printed[1]!)).toBe(false);
    expect(codes.verify(second!, printed[0]!)).toBe(false);
  });

  it("says where to add it: the site's address, and a QR that opens Adicionar cartela de papel with its barcode (decision 018)", async () => {
    const res = await batchPdf();
    const text = (await pdfPages(res.rawPayload)).join(' ');
    expect(text.match(/Acompanhe no celular: leia o QR ou acesse\s+bingo\.test\/minhas-cartelas/g)).toHaveLength(5);
    // Scanned as a phone's camera reads the printed page; the check code stays on the paper only.
    const scanned = (await pdfQrCodes(res.rawPayload)).flat();
    expect(scanned).toEqual(stored.map((c) => `http://bingo.test/minhas-cartelas?adicionar=${c.barcode}`));
  });

  it('refuses a layout it does not have, in a sentence', async () => {
    for (const query of ['?por_pagina=3', '?por_pagina=dois']) {
      const res = await batchPdf(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Cartelas por página: escolha 2 ou 4.');
    }
  });
});
