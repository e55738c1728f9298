import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { api, loginViaApi, registerViaApi } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';

// decisions.md §15: when a batch's sales close, the seller hands back its unsold cards from the
// phone; they are voided (never sold, claimed or a winner), the admin's batches count them and the
// venue check on the round panel says "Cartela devolvida (anulada)".
const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();
const ownEvent = ownRunningEvent(`Noite da Devolução ${tag()}`, { card_price: 10 });

test('a seller hands back the unsold cards of a batch; the admin and the venue check see them voided', async ({
  loginAs,
  newBrowserContext,
}) => {
  const { page: adminPage, session: admin } = await loginAs('admin');
  const t = tag();
  const event = ownEvent();
  const round = await api<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: `Cesta ${t}` }, admin.token);
  await api('POST', `/rounds/${round.id}/start`, undefined, admin.token);
  const seller = await registerViaApi({ name: `Vendedora ${t}` });
  await api('POST', '/card-batches', { name: `Lote ${t}`, user_id: seller.user.id, amount: 3, event_id: event.id }, admin.token);
  const { items: cards } = await api<{ items: { id: number }[] }>(
    'GET',
    `/cards/all?event_id=${event.id}&lote=${encodeURIComponent(`Lote ${t}`)}`,
    undefined,
    admin.token,
  );
  await api('POST', '/physical-sales', { card_id: cards[0]!.id, user_id: seller.user.id }, admin.token);

  const phone = await (await newBrowserContext({ session: await loginViaApi(seller.email, seller.password) })).newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/vendedor');
  await phone.getByRole('button', { name: 'Devolver cartelas não vendidas' }).click();
  const dialog = phone.getByRole('dialog');
  await dialog.getByText(`Devolver as 2 cartelas não vendidas do lote “Lote ${t}”?`, { exact: false }).waitFor();
  if (process.env.E2E_SHOTS) await phone.screenshot({ path: `${process.env.E2E_SHOTS}/returns-phone-confirm.png` });
  await dialog.getByRole('button', { name: 'Devolver cartelas não vendidas' }).click();
  await expect.poll(() => phone.getByText('Devolvida', { exact: true }).count(), { timeout: 5_000 }).toBe(2);
  // The dialog's own button goes with its closing fade: the batch's button is gone too.
  await expect.poll(() => phone.getByRole('button', { name: 'Devolver cartelas não vendidas' }).count(), { timeout: 5_000 }).toBe(0);
  if (process.env.E2E_SHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      await phone.evaluate(([key, value]) => localStorage.setItem(key!, value!), [storageKeys.theme, theme]);
      await phone.reload();
      await phone.getByText('Devolvida', { exact: true }).first().waitFor();
      await phone.screenshot({ path: `${process.env.E2E_SHOTS}/returns-phone-${theme}.png`, fullPage: true });
    }
  }

  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto('/admin/cartelas');
  const row = adminPage.getByRole('row').filter({ hasText: `Lote ${t}` });
  await expect.poll(() => row.locator('td[data-label="Devolvidas"]').textContent(), { timeout: 5_000 }).toBe('2');
  if (process.env.E2E_SHOTS) await adminPage.screenshot({ path: `${process.env.E2E_SHOTS}/returns-batches-1280.png`, fullPage: true });

  await adminPage.goto(`/admin/eventos/${event.id}/rodadas/${round.id}/sorteio`);
  const check = adminPage.locator('form').filter({ has: adminPage.getByRole('button', { name: 'Conferir', exact: true }) });
  await check.getByLabel('Número ou código de barras da cartela').fill(String(cards[1]!.id));
  await expect.poll(() => check.getByLabel('Número ou código de barras da cartela').inputValue()).toBe(String(cards[1]!.id));
  await check.getByRole('button', { name: 'Conferir', exact: true }).click();
  await adminPage.getByText('Cartela devolvida (anulada)').waitFor();
  if (process.env.E2E_SHOTS) await adminPage.screenshot({ path: `${process.env.E2E_SHOTS}/returns-check-1280.png`, fullPage: true });
});
