import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pdfPages } from '../../server/test/pdf-text';
import { storageKeys } from '../src/lib/storage-keys';
import { A11yReport, settle } from './support/a11y';
import { api, loginViaApi, registerViaApi, type Session } from './support/api';
import { baseURL, test } from './support/fixtures';
import { appStarted } from './support/ui';

// docs/decisions/018: a buyer on a phone (390 px) adds a printed card by the barcode and the check code
// printed on it — read here from the batch PDF the admin downloads, as it is on the paper — and
// follows it live on Sorteio; a second account is refused; the admin's card dialog says whose
// phone follows it.
const PHONE = { width: 390, height: 844 };
const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();

/** A running night with a started round and a batch of 2 paper cards, the first sold by the admin. */
async function seedPaperNight(admin: Session, t: string) {
  const event = await api<{ id: number }>(
    'POST',
    '/events',
    { name: `Noite do Papel ${t}`, start_date: new Date().toISOString(), rounds_count: 1, card_price: 10 },
    admin.token,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento', finish_running: true }, admin.token);
  const round = await api<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: `Cesta ${t}` }, admin.token);
  await api('POST', `/rounds/${round.id}/start`, undefined, admin.token);
  const batch = await api<{ id: number }>(
    'POST',
    '/card-batches',
    { name: `Lote ${t}`, user_id: admin.user.id, amount: 2, event_id: event.id },
    admin.token,
  );
  const { items } = await api<{ items: { id: number; barcode: string; numbers: number[] }[] }>(
    'GET',
    `/cards/all?event_id=${event.id}&lote=${encodeURIComponent(`Lote ${t}`)}`,
    undefined,
    admin.token,
  );
  const card = items[0]!;
  await api('POST', '/physical-sales', { card_id: card.id, user_id: admin.user.id }, admin.token);
  return { event, round, batch, card };
}

/** The check code printed on the card, read from the text of the batch's PDF as a reader extracts it. */
async function printedCheckCode(admin: Session, batchId: number, cardId: number): Promise<string> {
  const res = await fetch(`${baseURL()}/api/cards/pdf-by-batch/${batchId}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status).toBe(200);
  const text = (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join(' ');
  // The card's header comes first, then its grid, barcode and 'Código de verificação XXX-XXX'.
  const found = new RegExp(`Cartela nº ${cardId}(?!\\d)[\\s\\S]*?Código de verificação\\s*([2-9A-Z]{3}-[2-9A-Z]{3})`).exec(text);
  expect(found, text.slice(0, 400)).not.toBeNull();
  return found![1]!;
}

async function openClaimDialog(page: Page) {
  await page.goto('/minhas-cartelas');
  await page.getByRole('heading', { name: 'Minhas Cartelas', level: 1 }).waitFor();
  // The entry may have drawn the page from the server's answer: its button answers once the app is in.
  await appStarted(page);
  await page.getByRole('button', { name: 'Adicionar cartela de papel' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar cartela de papel' });
  await dialog.getByLabel('Código de barras', { exact: true }).waitFor();
  return dialog;
}

test('a buyer on a phone adds a printed card by its codes and follows it live; a second account is refused; the admin sees who', async ({
  loginAs,
  newBrowserContext,
}) => {
  const { page: adminPage, session: admin } = await loginAs('admin');
  const t = tag();
  const { event, round, batch, card } = await seedPaperNight(admin, t);
  try {
    const code = await printedCheckCode(admin, batch.id, card.id);
    const buyer = await registerViaApi({ name: `Dona Cida ${t}` });
    const context = await newBrowserContext({ session: await loginViaApi(buyer.email, buyer.password) });
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const axe = new A11yReport();

    // Typed as read off the paper: the barcode in groups, the code in lower case with its dash.
    const dialog = await openClaimDialog(page);
    await settle(page, { fadeMs: 0 });
    await axe.check(page, 'Adicionar cartela de papel (light)', { include: '.modal' });
    await dialog
      .getByLabel('Código de barras', { exact: true })
      .fill(`${card.barcode.slice(0, 1)} ${card.barcode.slice(1, 7)} ${card.barcode.slice(7)}`);
    await dialog.getByLabel('Código de verificação').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Adicionar cartela' }).click();
    await page.getByText(`Cartela nº ${card.id} adicionada. Ela aparece aqui e no Sorteio.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const tile = page.locator('.my-card').filter({ has: page.getByRole('table', { name: `Cartela #${card.id}` }) });
    await tile.getByText('Papel', { exact: true }).waitFor();

    // Sorteio follows it like a bought card, marked ball by ball up to BINGO.
    await page.goto(`/verificacao/${event.id}`);
    const live = page.getByRole('article', { name: new RegExp(`^Cartela #${card.id}:`) });
    await live.getByText('Faltam 25').waitFor();
    await live.getByText('Papel', { exact: true }).waitFor();
    const [first, ...rest] = card.numbers;
    await api('POST', `/rounds/${round.id}/draw`, { number: first }, admin.token);
    await live.getByText('Faltam 24').waitFor();
    for (const n of rest) await api('POST', `/rounds/${round.id}/draw`, { number: n }, admin.token);
    await live.getByText('BINGO!', { exact: true }).first().waitFor({ timeout: 15_000 });

    // A second account with the same paper is refused, in the dialog (dark mode checked here).
    const other = await registerViaApi({ name: `Vizinho ${t}` });
    const otherContext = await newBrowserContext({
      session: await loginViaApi(other.email, other.password),
      localStorage: { [storageKeys.theme]: 'dark' },
    });
    const otherPage = await otherContext.newPage();
    await otherPage.setViewportSize(PHONE);
    await otherPage.emulateMedia({ reducedMotion: 'reduce' });
    const refused = await openClaimDialog(otherPage);
    await refused.getByLabel('Código de barras', { exact: true }).fill(card.barcode);
    await refused.getByLabel('Código de verificação').fill(code);
    await refused.getByRole('button', { name: 'Adicionar cartela' }).click();
    await refused.getByText('Esta cartela já foi adicionada por outra conta.').waitFor();
    await settle(otherPage, { fadeMs: 0 });
    await axe.check(otherPage, 'Adicionar cartela de papel, refused (dark)', { include: '.modal' });
    expect(axe.list, axe.list.join('\n\n')).toEqual([]);

    // The admin's card dialog says whose phone follows it; the buyer of the card is unchanged.
    await adminPage.goto('/admin/cartelas/fisicas');
    const barcodeField = adminPage.getByRole('search').getByLabel('Código de barras', { exact: true });
    await barcodeField.pressSequentially(card.barcode);
    await barcodeField.press('Enter');
    const adminDialog = adminPage.getByRole('dialog', { name: 'Cadastro de Informações' });
    await adminDialog.getByText(`Adicionada ao celular de: ${buyer.name} (${buyer.email})`).waitFor();
  } finally {
    await api('POST', `/rounds/${round.id}/finish`, undefined, admin.token).catch(() => {});
    await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, admin.token).catch(() => {});
  }
});
