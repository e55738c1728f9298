import crypto from 'node:crypto';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { xlsxRows } from '../src/test/xlsx-rows';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { api, loginViaApi, uniqueEmail } from './support/api';
import { test } from './support/fixtures';
import { run } from './support/provided';
import { expectText } from './support/ui';

// The Compras screen: "did Dona Maria's payment go through?" A signed-out buyer pays for a card on the
// fake provider's checkout; the admin finds the purchase on Compras by her e-mail, opens it, reads
// its history, asks the provider again, and downloads the event's buyers for the treasurer.
const PRICE = 12.5;
const tag = crypto.randomBytes(3).toString('hex');
const buyerName = `Dona Maria ${tag}`;
const buyerEmail = uniqueEmail('dona-maria');
let adminToken = '';
let event: { id: number; name: string };

beforeAll(async () => {
  adminToken = (await loginViaApi(run().admin.email, run().admin.password)).token;
  event = await api(
    'POST',
    '/events',
    { name: `Bingo das Compras ${tag}`, start_date: new Date().toISOString(), rounds_count: 1, card_price: PRICE },
    adminToken,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento', finish_running: true }, adminToken);
});

afterAll(async () => {
  if (event) await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, adminToken).catch(() => {});
});

/** Buys one card as a signed-out visitor and approves it on the fake checkout. */
async function buyOneCard(page: Page): Promise<void> {
  await page.goto('/comprar');
  await expectText(page, event.name);
  await page.getByLabel('Nome completo').fill(buyerName);
  await page.getByLabel('E-mail').fill(buyerEmail);
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await page.waitForURL(/\/fake-checkout\/[\w-]+$/);
  await page.getByRole('button', { name: 'Aprovar' }).click();
  await page.getByRole('heading', { name: 'Pagamento aprovado!' }).waitFor({ timeout: 20_000 });
}

async function downloadSheet(page: Page, button: RegExp) {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  // The browser may run elsewhere: read the file through Playwright, not from a local path.
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), rows: xlsxRows(new Uint8Array(Buffer.concat(chunks))).rows };
}

test('the admin finds a purchase by the buyer’s e-mail, reads its history, verifies it and downloads the buyers', async ({
  page: visitor,
  loginAs,
}) => {
  await buyOneCard(visitor);

  const { page } = await loginAs('admin');
  await page.goto('/admin/compras');
  const search = page.getByRole('search').getByLabel('Buscar');
  await search.fill(buyerEmail);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: buyerName });
  await row.waitFor();
  // The unfiltered list shows her purchase too, before the search answers: wait for the filter.
  await expect.poll(() => page.getByRole('row').count(), { message: 'the header and one purchase' }).toBe(2);
  await expect.poll(() => row.textContent()).toMatch(/Aprovado.*R\$ 12,50.*1 de 1/);

  await row.getByRole('button', { name: /ver detalhes/ }).click();
  const dialog = page.getByRole('dialog');
  const history = dialog.getByRole('list', { name: 'Histórico da compra' });
  await history.getByText('Notificação do provedor (webhook)', { exact: false }).waitFor();
  expect(await history.getByRole('listitem').count()).toBe(2);
  await expect.poll(() => history.textContent()).toMatch(/Compra aberta.*Pendente.*Compra \(checkout\).*Pendente.*Aprovado/);
  await dialog.getByText(buyerEmail).waitFor();

  // Asking the provider again: the order is paid there too, so nothing changes.
  await dialog.getByRole('button', { name: 'Verificar pagamento' }).click();
  await expectText(page, 'Pagamento verificado: nada mudou, a situação continua Aprovado.');
  expect(await history.getByRole('listitem').count()).toBe(2);

  // The dialog and the screen behind it, in both themes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.evaluate((key) => localStorage.setItem(key, 'dark'), storageKeys.theme);
      await page.reload();
      await row.getByRole('button', { name: /ver detalhes/ }).click();
      await history.waitFor();
    }
    await settle(page, { fadeMs: 0 });
    await expectNoSeriousA11yViolations(page, `Compra (${theme})`, { include: '[role="dialog"].show' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectNoSeriousA11yViolations(page, `Compras (${theme})`);
  }

  // The treasurer's list: the event chosen in the filters, one line per buyer, and the totals.
  await page.getByRole('search').getByLabel('Evento').selectOption(String(event.id));
  await page.getByRole('button', { name: /Filtrar/ }).click();
  await page.getByRole('row').filter({ hasText: buyerName }).waitFor();
  const sheet = await downloadSheet(page, /Compradores \(Excel\)/);
  expect(sheet.name).toBe(`compradores-bingo-das-compras-${tag}.xlsx`);
  expect(sheet.rows).toEqual([
    ['Nome', 'E-mail', 'Telefone', 'Cartelas', 'Total (R$)'],
    [buyerName, buyerEmail, '(11) 98765-4321', 1, PRICE],
    ['Total', null, null, 1, PRICE],
  ]);
});
