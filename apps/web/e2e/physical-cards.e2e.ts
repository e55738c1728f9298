import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { expect } from 'vitest';
import { api, registerViaApi } from './support/api';
import { test } from './support/fixtures';
import { expectText } from './support/ui';

// decisions.md §7: a batch of physical cards is created and printed on the Lotes screen; on the
// 'Cartelas Físicas & Vendedores' screen a card found by its barcode gets its buyer and seller.
// decisions.md §13: a batch for next month's event while tonight runs, and the cards list per event.

interface CardPage {
  items: { id: number; barcode: string }[];
}

test('an admin creates a batch, prints its PDF, finds a card by barcode and registers its buyer and seller', async ({ loginAs }) => {
  const { page, session } = await loginAs('admin');
  const token = session.token;
  const tag = crypto.randomBytes(3).toString('hex');
  // The e2e server starts with no event; batches go to the active one.
  const event = await api<{ id: number }>(
    'POST',
    '/events',
    { name: `Bingo Físico E2E ${tag}`, start_date: new Date().toISOString(), rounds_count: 1 },
    token,
  );
  try {
    const seller = await registerViaApi({ name: `Vendedor E2E ${tag}` });
    const batchName = `Lote E2E ${tag}`;

    // Lotes: create the batch through the form.
    await page.goto('/admin/cartelas');
    const form = page.getByRole('form', { name: 'Novo lote' });
    await form.getByLabel('Nome do lote').fill(`  ${batchName} `);
    await form.getByRole('combobox', { name: 'Responsável' }).fill(`E2E ${tag}`);
    await page.getByRole('option', { name: new RegExp(seller.name) }).click();
    await form.getByLabel('Quantidade').fill('3');
    await form.getByRole('button', { name: 'Gerar lote' }).click();
    await expectText(page, 'Lote criado');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: batchName, exact: true }) });
    await row.getByText(seller.name).waitFor();

    // Its PDF, saved under the server's name.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `PDF do lote ${batchName}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lote-Lote-E2E-.+\.pdf$/);
    // The browser runs behind a connection: its file is read through a stream, not a path.
    const bytes = await buffer(await file.createReadStream());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await row.getByRole('button', { name: `PDF do lote ${batchName}` }).waitFor(); // idle again

    // A card of the batch, as the volunteer holds it in hand.
    const cards = await api<CardPage>('GET', `/cards/all?lote=${encodeURIComponent(batchName)}`, undefined, token);
    expect(cards.items).toHaveLength(3);
    const { id, barcode } = cards.items[1]!;

    // Cartelas Físicas: the barcode typed as a scanner does (digits, then Enter) opens the card.
    await page.goto('/admin/cartelas/fisicas');
    const barcodeField = page.getByRole('search').getByLabel('Código de barras');
    await barcodeField.pressSequentially(barcode);
    await barcodeField.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cadastro de Informações' });
    expect(await dialog.getByLabel('Código de barras').inputValue()).toBe(barcode);
    await dialog.getByRole('table', { name: `Cartela #${id}` }).waitFor();

    await dialog.getByLabel('Nome do comprador').fill('Maria Compradora E2E');
    await dialog.getByLabel('Contato').fill('(11) 98888-7777');
    const sellerBox = dialog.getByRole('combobox', { name: 'Vendedor' });
    await sellerBox.fill(`vendedor e2e ${tag}`);
    await sellerBox.press('Enter'); // the only match is picked
    await expect.poll(() => sellerBox.inputValue()).toBe(seller.name);
    await sellerBox.press('Enter'); // and Enter saves
    await expectText(page, 'Informações salvas com sucesso!');
    await dialog.waitFor({ state: 'detached' });
    // Ready for the next scan.
    await expect.poll(() => barcodeField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await barcodeField.inputValue()).toBe('');

    // The table shows the card sold, with its buyer and seller.
    await page.getByRole('search').getByLabel('Comprador').fill('Maria Compradora E2E');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const cardRow = page.getByRole('row').filter({ hasText: barcode });
    await cardRow.getByText('vendida').waitFor();
    await cardRow.getByText(seller.name).waitFor();
    await cardRow.getByText('Maria Compradora E2E').waitFor();
    // The heading row and this card, once the filter has answered (the unfiltered list has it too).
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
  } finally {
    // No active event left behind for the specs that run after this one.
    await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, token).catch(() => {});
  }
});

test("a batch for next month's event while tonight runs; the cards list and its lotes per event", async ({ loginAs }) => {
  const { page, session } = await loginAs('admin');
  const token = session.token;
  const tag = crypto.randomBytes(3).toString('hex');
  const tonight = await api<{ id: number; name: string }>(
    'POST',
    '/events',
    { name: `Noite E2E ${tag}`, start_date: new Date().toISOString(), rounds_count: 1 },
    token,
  );
  const nextMonth = await api<{ id: number; name: string }>(
    'POST',
    '/events',
    { name: `Mês Que Vem E2E ${tag}`, start_date: new Date(Date.now() + 30 * 86_400_000).toISOString(), rounds_count: 1 },
    token,
  );
  try {
    await api('PATCH', `/events/${tonight.id}/status`, { status: 'em_andamento', finish_running: true }, token);
    // Tonight already has its 'Lote 1'; next month gets one of the same name.
    await api('POST', '/cards/lote', { lote: 'Lote 1', quantidade: 3, event_id: tonight.id }, token);
    const seller = await registerViaApi({ name: `Vendedora Mês ${tag}` });

    await page.goto('/admin/cartelas');
    const form = page.getByRole('form', { name: 'Novo lote' });
    const eventChoice = form.getByLabel('Evento', { exact: true });
    // The form starts on tonight, the active event.
    await expect.poll(() => eventChoice.inputValue()).toBe(String(tonight.id));
    await eventChoice.selectOption(String(nextMonth.id));
    await form.getByLabel('Nome do lote').fill('Lote 1');
    await form.getByRole('combobox', { name: 'Responsável' }).fill(`Mês ${tag}`);
    await page.getByRole('option', { name: new RegExp(seller.name) }).click();
    await form.getByLabel('Quantidade').fill('2');
    await form.getByRole('button', { name: 'Gerar lote' }).click();
    await expectText(page, 'Lote criado');
    // The list moved to next month's event: its 'Lote 1', not tonight's.
    const batchRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Lote 1', exact: true }) });
    await batchRow.getByText(seller.name).waitFor();
    expect(await batchRow.getByText(nextMonth.name).count()).toBe(1);

    // Cartelas Físicas opens on tonight's cards.
    await page.goto('/admin/cartelas/fisicas');
    const filters = page.getByRole('search');
    const eventFilter = filters.getByLabel('Evento', { exact: true });
    await expect.poll(() => eventFilter.inputValue()).toBe(String(tonight.id));
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.filter({ hasText: tonight.name }).count()).toBe(3);

    // Next month's 'Lote 1': its two cards, not tonight's three.
    await eventFilter.selectOption(String(nextMonth.id));
    const loteFilter = filters.getByLabel('Lote', { exact: true });
    await expect.poll(() => loteFilter.locator('option').allTextContents()).toEqual(['Todos', 'Lote 1']);
    await loteFilter.selectOption('Lote 1');
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows.filter({ hasText: nextMonth.name }).count()).toBe(2);
    expect(await rows.count()).toBe(2);
    // Tonight is still the night in progress.
    const active = await api<{ id: number; status: string }>('GET', '/events/active', undefined, token);
    expect(active).toMatchObject({ id: tonight.id, status: 'em_andamento' });
  } finally {
    for (const event of [tonight, nextMonth])
      await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, token).catch(() => {});
  }
});
