import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { pdfPages } from '../../server/test/pdf-text';
import { api, loginViaApi, registerViaApi, uniqueEmail } from './support/api';
import { test } from './support/fixtures';
import { run } from './support/provided';
import { expectText } from './support/ui';

// decisions.md §6: a signed-out buyer fills /comprar, becomes a guest account, pays on the fake provider's
// hosted checkout, lands on /sucesso, finds the new cards in Minhas Cartelas and saves their PDF.
// The server starts empty (SEED_DEMO=0): the admin opens an event for sale first, and closes it
// after, so the specs that run later see no active event.

const CARDS = 3;
const PRICE = 7.5;
let adminToken = '';
let event: { id: number; name: string };

beforeAll(async () => {
  adminToken = (await loginViaApi(run().admin.email, run().admin.password)).token;
  event = await api(
    'POST',
    '/events',
    { name: 'Bingo E2E das Compras', start_date: new Date().toISOString(), rounds_count: 1, card_price: PRICE },
    adminToken,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento' }, adminToken);
});

afterAll(async () => {
  if (event) await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, adminToken).catch(() => {});
});

/** The buyer's details typed as a person would; the masks format the CPF and the phone. */
async function fillBuyer(page: Page, email: string): Promise<void> {
  await page.getByLabel('Nome completo').fill('Joana Compradora');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
}

test('a signed-out buyer pays on the hosted checkout, gets the cards and saves them as a PDF', async ({ page }) => {
  await page.goto('/comprar');
  await expectText(page, event.name);
  await fillBuyer(page, uniqueEmail('convidada'));
  for (let n = 1; n < CARDS; n++) await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expectText(page, 'R$ 22,50');
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();

  await page.waitForURL(/\/fake-checkout\/[\w-]+$/);
  await expectText(page, `${CARDS} cartela(s)`);
  await page.getByRole('button', { name: 'Aprovar' }).click();

  await page.waitForURL(/\/sucesso\?order_id=compra-\d+$/);
  await page.getByRole('heading', { name: 'Pagamento aprovado!' }).waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Ver minhas cartelas' }).click();

  const checkboxes = page.getByRole('checkbox', { name: /^Cartela #\d+$/ });
  await checkboxes.first().waitFor();
  expect(await checkboxes.count(), 'cards in Minhas Cartelas').toBe(CARDS);
  await page.getByRole('checkbox', { name: 'Selecionar todas' }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);

  // Connected to a remote browser: the file comes back as a stream, not a local path.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const text = (await pdfPages(pdf)).join(' ');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const cards = await api<{ id: number; numbers: number[] }[]>('GET', '/cards', undefined, token ?? '');
  expect(cards).toHaveLength(CARDS);
  for (const card of cards) expect(text).toContain(`Cartela nº ${card.id}`);
  expect(text).toContain(event.name);
});

test('a guest checkout with an e-mail that already has an account asks the buyer to sign in', async ({ page }) => {
  const existing = await registerViaApi();
  await page.goto('/comprar');
  await expectText(page, event.name);
  await fillBuyer(page, existing.email);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();

  await expectText(page, 'Este e-mail já está vinculado a outra conta. Faça login antes de continuar.');
  expect(new URL(page.url()).pathname).toBe('/comprar');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
