import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { api, loginViaApi, registerViaApi } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';

// "Trocar cartela" (decisions.md §14, §15): after a ball, a seller's sale on the wrong card moves
// to the right one from the phone, with a reason; the wrong card is voided and the round's public
// record says so.
const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();
const ownEvent = ownRunningEvent(`Noite da Troca ${tag()}`, { card_price: 10, rounds_count: 2 });

test('a seller moves a sale to the right card after a ball; the wrong card is voided and the record keeps why', async ({
  loginAs,
  newBrowserContext,
}) => {
  const { page: adminPage, session: admin } = await loginAs('admin');
  const t = tag();
  const event = ownEvent();
  const round = await api<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: `Cesta ${t}` }, admin.token);
  await api('POST', `/events/${event.id}/rounds`, { prize: `Bicicleta ${t}` }, admin.token);
  await api('POST', `/rounds/${round.id}/start`, undefined, admin.token);
  const seller = await registerViaApi({ name: `Vendedor ${t}` });
  await api('POST', '/card-batches', { name: `Lote ${t}`, user_id: seller.user.id, amount: 3, event_id: event.id }, admin.token);
  const { items: cards } = await api<{ items: { id: number }[] }>(
    'GET',
    `/cards/all?event_id=${event.id}&lote=${encodeURIComponent(`Lote ${t}`)}`,
    undefined,
    admin.token,
  );
  const [wrong, right] = [cards[0]!.id, cards[1]!.id];
  const session = await loginViaApi(seller.email, seller.password);
  await api('POST', '/physical-sales', { card_id: wrong, user_id: seller.user.id, full_name: 'Dona Maria' }, session.token);
  await api('POST', `/rounds/${round.id}/draw`, { number: 7 }, admin.token);

  const phone = await (await newBrowserContext({ session })).newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/vendedor');
  await phone.getByTestId(`seller-card-${wrong}`).getByRole('button', { name: 'Trocar cartela' }).click();
  const dialog = phone.getByRole('dialog');
  const target = dialog.getByLabel('Número da cartela certa');
  await target.fill(String(right));
  await expect.poll(() => target.inputValue()).toBe(String(right));
  const reason = dialog.getByLabel('Motivo da troca');
  await reason.fill('Toquei na cartela errada');
  await expect.poll(() => reason.inputValue()).toBe('Toquei na cartela errada');
  if (process.env.E2E_SHOTS) await phone.screenshot({ path: `${process.env.E2E_SHOTS}/swap-phone-dialog.png` });
  await dialog.getByRole('button', { name: 'Trocar cartela' }).click();
  await expect
    .poll(() => phone.getByTestId(`seller-card-${wrong}`).getByText('Anulada', { exact: true }).count(), { timeout: 5_000 })
    .toBe(1);
  await expect.poll(() => phone.getByTestId(`seller-card-${right}`).getByText('Dona Maria').count(), { timeout: 5_000 }).toBe(1);
  if (process.env.E2E_SHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      await phone.evaluate(([key, value]) => localStorage.setItem(key!, value!), [storageKeys.theme, theme]);
      await phone.reload();
      await phone.getByText('Anulada', { exact: true }).waitFor();
      await phone.screenshot({ path: `${process.env.E2E_SHOTS}/swap-phone-${theme}.png`, fullPage: true });
    }
  }

  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto(`/admin/cartelas/fisicas`);
  await adminPage.getByRole('button', { name: `Trocar cartela ${right} por outra` }).waitFor();
  if (process.env.E2E_SHOTS) await adminPage.screenshot({ path: `${process.env.E2E_SHOTS}/swap-admin-1280.png`, fullPage: true });
  await adminPage.goto(`/rodada/${round.id}/registro`);
  await adminPage.getByText(`Venda trocada da cartela #${wrong} para a cartela #${right}. Motivo: Toquei na cartela errada`).waitFor();
  if (process.env.E2E_SHOTS) await adminPage.screenshot({ path: `${process.env.E2E_SHOTS}/swap-record-1280.png`, fullPage: true });
});
