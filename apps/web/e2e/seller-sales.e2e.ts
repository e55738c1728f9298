import crypto from 'node:crypto';
import { expect } from 'vitest';
import { pdfPagePng } from '../../server/test/pdf-barcodes';
import { storageKeys } from '../src/lib/storage-keys';
import { A11yReport, settle } from './support/a11y';
import { api, loginViaApi, registerViaApi, type Session } from './support/api';
import { baseURL, test } from './support/fixtures';

// decisions.md §13: a seller on a phone (390 px) sells the cards of their own batch, one by typing its
// number and one from a photo of its printed barcode; the admin sees both sold and both play.
const PHONE = { width: 390, height: 844 };
const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();

/** A running night at R$ 10,00 a card with a started round; a seller holds a batch of 3. */
async function seedSellerNight(admin: Session, t: string) {
  const event = await api<{ id: number; name: string }>(
    'POST',
    '/events',
    { name: `Noite do Vendedor ${t}`, start_date: new Date().toISOString(), rounds_count: 1, card_price: 10 },
    admin.token,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento', finish_running: true }, admin.token);
  const round = await api<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: `Cesta ${t}` }, admin.token);
  await api('POST', `/rounds/${round.id}/start`, undefined, admin.token);
  const seller = await registerViaApi({ name: `Vendedora ${t}` });
  const batch = await api<{ id: number }>(
    'POST',
    '/card-batches',
    { name: `Lote ${t}`, user_id: seller.user.id, amount: 3, event_id: event.id },
    admin.token,
  );
  const cards = await api<{ items: { id: number; barcode: string }[] }>(
    'GET',
    `/cards/all?event_id=${event.id}&lote=${encodeURIComponent(`Lote ${t}`)}`,
    undefined,
    admin.token,
  );
  return { event, round, seller, batch, cards: cards.items };
}

/** The batch's PDF as printed (four cards a sheet), and the top-left card of its first sheet as a phone photographs it. */
async function photoOfFirstCard(admin: Session, batchId: number): Promise<Buffer> {
  const res = await fetch(`${baseURL()}/api/cards/pdf-by-batch/${batchId}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status).toBe(200);
  return pdfPagePng(new Uint8Array(await res.arrayBuffer()), 1, 200, [0, 0, 0.5, 0.5]);
}

test('a seller on a phone sells one card by its number and one by a photo of its barcode; the admin sees them sold and they play', async ({
  loginAs,
  newBrowserContext,
}) => {
  const { page: adminPage, session: admin } = await loginAs('admin');
  const t = tag();
  const { event, round, seller, batch, cards } = await seedSellerNight(admin, t);
  try {
    expect(cards).toHaveLength(3);
    const [scanned, typed] = cards as [{ id: number; barcode: string }, { id: number; barcode: string }];
    const photo = await photoOfFirstCard(admin, batch.id);

    const sellerSession = await loginViaApi(seller.email, seller.password);
    const context = await newBrowserContext({ session: sellerSession });
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const axe = new A11yReport();

    // The menu offers Minhas Vendas to the holder of a batch.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Vendedora' }).click();
    await page.locator('.dropdown-menu').getByRole('link', { name: 'Minhas Vendas' }).click();
    await page.getByRole('heading', { name: 'Minhas Vendas', level: 1 }).waitFor();
    const lote = page.getByRole('region', { name: `Lote ${t}` });
    await expect.poll(() => lote.getByText('Disponível', { exact: true }).count()).toBe(3);
    await lote.getByText('0 de 3 vendidas').waitFor();
    await settle(page, { fadeMs: 0 });
    await axe.check(page, 'Minhas Vendas (light)');

    // By typing the card's number.
    await page.getByRole('link', { name: 'Vender cartela' }).click();
    await page.getByRole('heading', { name: 'Vender cartela', level: 1 }).waitFor();
    await page.getByLabel('Código de barras ou número da cartela').fill(String(typed.id));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('heading', { name: `Cartela nº ${typed.id}` }).waitFor();
    await settle(page, { fadeMs: 0 });
    await axe.check(page, 'Vender cartela with a card (light)');
    await page.getByLabel('Nome do comprador (opcional)').fill('Dona Cida');
    await page.getByLabel('Telefone do comprador (opcional)').fill('(11) 98888-7777');
    await page.getByRole('button', { name: 'Confirmar venda · R$ 10,00' }).click();
    await page.getByText(`Cartela nº ${typed.id} vendida. Ela já está no jogo.`).waitFor();
    // WhatsApp to the phone typed in the sale: the link that adds the card, and the code printed on it.
    const whatsapp = new URL((await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href'))!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/5511988887777');
    const message = whatsapp.searchParams.get('text')!;
    const { check_code } = await api<{ check_code: string }>(
      'GET',
      `/physical-sales/mine/card?code=${typed.id}`,
      undefined,
      sellerSession.token,
    );
    expect(message).toContain(`Olá, Dona! Sua cartela nº ${typed.id} do Noite do Vendedor ${t} está registrada.`);
    expect(message).toContain(`${baseURL()}/minhas-cartelas?adicionar=${typed.barcode} e digite o código de verificação ${check_code}`);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/seller-sold-whatsapp-390-light.png` });

    // By a photo of the printed barcode, read by the screen's decoder.
    await page.locator('input[type="file"]').setInputFiles({ name: 'cartela.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('heading', { name: `Cartela nº ${scanned.id}` }).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Código de barras ou número da cartela').inputValue()).toBe(scanned.barcode);
    await page.getByRole('button', { name: 'Confirmar venda · R$ 10,00' }).click();
    await page.getByText(`Cartela nº ${scanned.id} vendida. Ela já está no jogo.`).waitFor();

    // Minhas Vendas: two sold, R$ 20,00 to hand in; the seller's bottom bar leads there too (decisions.md §13).
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Minhas Vendas' }).click();
    await lote.getByText('2 de 3 vendidas').waitFor();
    expect(await page.getByTestId('seller-owed').textContent()).toBe('R$ 20,00');
    await page.getByTestId(`seller-card-${typed.id}`).getByText('Dona Cida').waitFor();

    // Both screens in dark mode pass axe too (the list now has sold cards and sales).
    await page.evaluate(([key]) => localStorage.setItem(key!, 'dark'), [storageKeys.theme]);
    await page.reload();
    await lote.getByText('2 de 3 vendidas').waitFor();
    await settle(page, { fadeMs: 0 });
    await axe.check(page, 'Minhas Vendas (dark)');
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/seller-minhas-vendas-dark.png`, fullPage: true });
    await page.getByRole('link', { name: 'Vender cartela' }).click();
    await page.getByLabel('Código de barras ou número da cartela').fill(String(typed.id));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Esta cartela já foi vendida para Dona Cida por Vendedora').waitFor();
    await settle(page, { fadeMs: 0 });
    await axe.check(page, 'Vender cartela with a sold card (dark)');
    expect(axe.list, axe.list.join('\n\n')).toEqual([]);

    // The admin sees both cards sold by her.
    await adminPage.goto('/admin/cartelas/fisicas');
    await adminPage.getByRole('search').getByLabel('Evento', { exact: true }).selectOption(String(event.id));
    for (const card of [typed, scanned]) {
      const row = adminPage.getByRole('row').filter({ hasText: card.barcode });
      await row.getByText('Vendida', { exact: true }).waitFor();
      await row.getByText(seller.name).waitFor();
    }

    // Both play in the running round at once.
    const ranking = await api<{ data: { card_id: number }[] }>('GET', `/rounds/${round.id}/ranking`, undefined, admin.token);
    expect(ranking.data.map((r) => r.card_id).sort((a, b) => a - b)).toEqual([scanned.id, typed.id].sort((a, b) => a - b));
  } finally {
    await api('POST', `/rounds/${round.id}/finish`, undefined, admin.token).catch(() => {});
    await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, admin.token).catch(() => {});
  }
});
