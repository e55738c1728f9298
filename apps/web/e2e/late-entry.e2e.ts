import crypto from 'node:crypto';
import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { buyOnline } from './support/sales';

// decisions.md §14: a card bought after the round's first ball plays from the next round. The
// buyer's phone says so instead of marking it against balls it never played.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo da Entrada Tardia ${tag}`, { card_price: 10, rounds_count: 2 });

test('a card bought mid-round waits on the phone for the next round, then plays it', async ({ newBrowserContext }) => {
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
  if (process.env.E2E_SHOTS) await phone.screenshot({ path: `${process.env.E2E_SHOTS}/late-entry-phone.png`, fullPage: true });

  await api('POST', `/rounds/${first.id}/finish`, undefined, token);
  await api('POST', `/rounds/${second.id}/start`, undefined, token);
  await phone.getByRole('heading', { name: `Rodada ${second.number}` }).waitFor();
  await card.getByText('Faltam 25').waitFor();
  expect(await card.getByText('Sua cartela entra na próxima rodada').count()).toBe(0);
});
