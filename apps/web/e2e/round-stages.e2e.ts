import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';

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
