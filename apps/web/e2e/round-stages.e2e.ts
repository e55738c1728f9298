import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { buyOnline } from './support/sales';

// decisions.md §14: a round may pay a quina before the full card; the admin sets it on Rodadas.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo da Quina ${tag}`, { card_price: 10, rounds_count: 2 });

test('the round form offers the quina with its own prize, and the round list shows both stages', async ({ loginAs }) => {
  const event = ownEvent();
  const { page } = await loginAs('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/eventos/${event.id}/rodadas`);
  const prize = page.getByLabel('Prêmio', { exact: true });
  await prize.click();
  await prize.fill('Smart TV 50"');
  await expect.poll(() => prize.inputValue()).toBe('Smart TV 50"');
  await page.getByRole('switch', { name: 'Quina' }).check();
  const quinaPrize = page.getByLabel('Prêmio da quina');
  await quinaPrize.click();
  await quinaPrize.fill('Cesta básica');
  await expect.poll(() => quinaPrize.inputValue()).toBe('Cesta básica');
  await page.getByRole('button', { name: 'Adicionar rodada' }).click();

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '#1' }) });
  await row.getByText('Cesta básica').waitFor();
  await expect.poll(() => row.getByRole('cell').first().innerText()).toMatch(/Quina: Cesta básica\s+Cartela cheia: Smart TV 50"/);

  // Editing shows the switch on with its prize.
  await row.getByRole('button', { name: /^Editar/ }).click();
  await expect.poll(() => page.getByRole('switch', { name: 'Quina' }).isChecked()).toBe(true);
  await expect.poll(() => page.getByLabel('Prêmio da quina').inputValue()).toBe('Cesta básica');

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await row.getByText('Cesta básica').waitFor();
      await row.getByRole('button', { name: /^Editar/ }).click();
      await page.getByLabel('Prêmio da quina').waitFor();
      await settle(page);
      await expectNoSeriousA11yViolations(page, `Rodadas com quina (${theme}, ${width} px)`);
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/round-stages-${width}-${theme}.png`, fullPage: true });
    }
  }
});

test('the round panel shows the stage being played and shouts QUINA! when a row is completed', async ({ loginAs }) => {
  const event = ownEvent();
  const token = event.adminToken;
  const buyer = await buyOnline(1);
  const [mine] = await api<{ id: number; numbers: number[] }[]>('GET', `/cards?event_id=${event.id}`, undefined, buyer.token);
  const stages = [
    { kind: 'quina', prize: 'Cesta básica' },
    { kind: 'cartela_cheia', prize: 'Bicicleta' },
  ];
  const round = await api<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Bicicleta', stages }, token);
  await api('POST', `/rounds/${round.id}/start`, undefined, token);

  const { page } = await loginAs('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/eventos/${event.id}/rodadas/${round.id}/sorteio`);
  await page.getByText('Etapa atual: Quina — Prêmio: Cesta básica').waitFor();
  // Its first row, stored column by column: numbers 0, 5, 10, 15 and 20.
  for (const i of [0, 5, 10, 15, 20]) await api('POST', `/rounds/${round.id}/draw`, { number: mine!.numbers[i] }, token);
  const banner = page.getByRole('alert').filter({ hasText: 'QUINA!' });
  await banner.waitFor();
  await expect.poll(() => banner.innerText()).toContain(`Cartela #${mine!.id}`);
  await page.getByText('Etapa atual: Cartela cheia — Prêmio: Bicicleta').waitFor();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), theme);
    await settle(page);
    await expectNoSeriousA11yViolations(page, `Painel com QUINA! (${theme})`);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/round-stages-panel-${theme}.png`, fullPage: true });
  }
  await api('POST', `/rounds/${round.id}/finish`, undefined, token);
});
