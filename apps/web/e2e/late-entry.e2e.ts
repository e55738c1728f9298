import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { buyOnline } from './support/sales';

// decisions.md §14: a card bought after the round's first ball plays from the next round. The
// buyer's phone says so instead of marking it against balls it never played.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo da Entrada Tardia ${tag}`, { card_price: 10, rounds_count: 2 });

test('a card bought mid-round waits on the phone for the next round, then plays it', async ({ newBrowserContext, loginAs }) => {
  const event = ownEvent();
  const token = event.adminToken;
  const first = await api<{ id: number; number: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Cesta básica' }, token);
  const second = await api<{ id: number; number: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Bicicleta' }, token);
  await api('POST', `/rounds/${first.id}/start`, undefined, token);
  await api('POST', `/rounds/${first.id}/draw`, { number: 7 }, token);

  const buyer = await buyOnline(1);
  const phone = await (await newBrowserContext({ session: buyer })).newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/verificacao/${event.id}`);
  await phone.getByRole('heading', { name: `Rodada ${first.number}` }).waitFor();
  const card = phone.locator('article.live-card');
  await card.getByText('Sua cartela entra na próxima rodada').waitFor();
  expect(await card.getByText('Próxima rodada', { exact: true }).count()).toBe(1);
  // No ball counts for it: nothing on its grid is marked, and no "Faltam" badge leads the sticky bar.
  expect(await card.locator('td.is-marked').count()).toBe(0);
  // For a person to look at: E2E_SHOTS=<folder> keeps the phone in both themes.
  if (process.env.E2E_SHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      await phone.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
      await phone.reload();
      await card.getByText('Sua cartela entra na próxima rodada').waitFor();
      await phone.screenshot({ path: `${process.env.E2E_SHOTS}/late-entry-phone-${theme}.png`, fullPage: true });
    }
  }

  // The venue check on the round panel says the same: not in play here, from the next round.
  const [mine] = await api<{ id: number }[]>('GET', `/cards?event_id=${event.id}`, undefined, buyer.token);
  const { page: panel } = await loginAs('admin');
  await panel.goto(`/admin/eventos/${event.id}/rodadas/${first.id}/sorteio`);
  const check = panel.locator('form').filter({ has: panel.getByRole('button', { name: 'Conferir', exact: true }) });
  await check.getByLabel('Número ou código de barras da cartela').fill(String(mine!.id));
  await check.getByRole('button', { name: 'Conferir', exact: true }).click();
  await panel.getByText('Próxima rodada', { exact: true }).waitFor();
  await panel.getByText(/a cartela entra na próxima rodada e não concorre a esta/).waitFor();
  if (process.env.E2E_SHOTS) await panel.screenshot({ path: `${process.env.E2E_SHOTS}/late-entry-panel.png`, fullPage: true });

  await api('POST', `/rounds/${first.id}/finish`, undefined, token);
  await api('POST', `/rounds/${second.id}/start`, undefined, token);
  await phone.getByRole('heading', { name: `Rodada ${second.number}` }).waitFor();
  await card.getByText('Faltam 25').waitFor();
  expect(await card.getByText('Sua cartela entra na próxima rodada').count()).toBe(0);
});
