import crypto from 'node:crypto';
import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { xlsxRows } from '../src/test/xlsx-rows';
import { api, registerViaApi, type Session } from './support/api';
import { test } from './support/fixtures';

// docs/decisions/013: the treasurer's two tabs, against a night made through the API.
const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();

/** A running night at R$ 10,00 a card; a seller holds a batch of 3 and sold 2, one edited to R$ 7,50. */
async function seedNight(admin: Session, t: string) {
  const event = await api<{ id: number; name: string }>(
    'POST',
    '/events',
    { name: `Noite ${t}`, start_date: new Date().toISOString(), rounds_count: 1, card_price: 10 },
    admin.token,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento', finish_running: true }, admin.token);
  const seller = await registerViaApi({ name: `Vendedora ${t}` });
  await api('POST', '/card-batches', { name: `Lote ${t}`, user_id: seller.user.id, amount: 3, event_id: event.id }, admin.token);
  const cards = await api<{ items: { id: number }[] }>(
    'GET',
    `/cards/all?lote=${encodeURIComponent(`Lote ${t}`)}&limit=10`,
    undefined,
    admin.token,
  );
  const sales = [];
  for (const card of cards.items.slice(0, 2)) {
    sales.push(await api<{ id: number }>('POST', '/physical-sales', { card_id: card.id, user_id: seller.user.id }, admin.token));
  }
  await api('PUT', `/physical-sales/${sales[0]!.id}`, { amount: 7.5 }, admin.token);
  return { event, sellerName: `Vendedora ${t}` };
}

/** Clicks the button that downloads a file and reads the first sheet of the workbook received. */
async function downloadSheet(page: Page, button: string, fileName: string) {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  // The browser may run elsewhere: read the file through Playwright, not from a local path.
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return xlsxRows(new Uint8Array(Buffer.concat(chunks))).rows;
}

test('Acerto de Vendedores and Resumo do Evento: settle a seller, export both, download the PDF', async ({ loginAs }) => {
  const { page, session } = await loginAs('admin');
  const t = tag();
  const { event, sellerName } = await seedNight(session, t);
  try {
    await page.goto('/admin/relatorios/vendas');
    await page.getByRole('tab', { name: 'Acerto de Vendedores' }).click();
    await page.getByLabel('Evento', { exact: true }).selectOption(String(event.id));
    const row = page.getByRole('row').filter({ hasText: sellerName });
    // Recebidas 3, vendidas 2, devolvidas 0, em mãos 1 (decisions.md §15), then the money.
    await expect.poll(() => row.textContent()).toMatch(/3\s*2\s*0\s*1\s*R\$ 17,50\s*R\$ 0,00\s*R\$ 17,50/);

    const sellers = await downloadSheet(page, 'Exportar Excel', 'acerto-vendedores.xlsx');
    expect(sellers.find((r) => r[0] === sellerName)).toEqual([sellerName, 3, 2, 0, 1, 17.5, 0, 17.5]);

    await row.getByRole('button', { name: /Marcar como acertado/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Confirmar que ${sellerName} entregou R$ 17,50?`).waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('2 vendas acertadas').first().waitFor();
    await expect.poll(() => row.textContent()).toMatch(/R\$ 17,50\s*R\$ 17,50\s*R\$ 0,00/);

    await page.getByRole('tab', { name: 'Resumo do Evento' }).click();
    await page.getByRole('heading', { name: event.name }).waitFor();
    await expect.poll(() => page.getByText('Vendas físicas', { exact: true }).locator('..').textContent()).toContain('R$ 17,50');
    const summary = await downloadSheet(page, 'Exportar Excel', 'resumo-evento.xlsx');
    expect(summary[0]).toEqual(['Resumo do Evento', event.name]);
    expect(summary.find((r) => r[0] === 'Vendas físicas')).toEqual(['Vendas físicas', 17.5]);

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    expect((await pdf).suggestedFilename()).toBe(`resumo-Noite-${t}.pdf`);
  } finally {
    // No running event left behind for the specs after this one.
    await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, session.token);
  }
});
