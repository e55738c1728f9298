import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { startedQuinaRound } from './support/quina-round';

// decisions.md §14: a round may pay a quina before the full card; the admin sets it on Rodadas.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo da Quina ${tag}`, { card_price: 10, rounds_count: 3 });

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
  const { token, round, mine } = await startedQuinaRound(event);

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

test('the telão and the phone show the stage and its prize, count the cards a number from the quina and shout QUINA!', async ({
  loginAs,
  newBrowserContext,
}) => {
  const event = ownEvent();
  const { token, buyer, round, mine } = await startedQuinaRound(event);

  const admin = await loginAs('admin');
  const telao = admin.page;
  await telao.setViewportSize({ width: 1920, height: 1080 });
  await telao.addInitScript(() => window.localStorage.setItem('big_screen_ball_seconds', '1'));
  await telao.goto(`/admin/telao/${event.id}`);
  await telao.getByText('Quina — Prêmio: Cesta básica').waitFor();

  const phone = await (await newBrowserContext({ session: buyer })).newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/verificacao/${event.id}`);
  const prizes = phone.getByRole('list', { name: 'Prêmios da rodada' });
  await prizes.waitFor();
  await expect.poll(() => prizes.innerText()).toMatch(/Quina: Cesta básica\s*Valendo\s+Cartela cheia: Bicicleta/);
  await expect.poll(() => phone.locator('article.live-card').count()).toBeGreaterThan(0);

  // Its first row, stored column by column: numbers 0, 5, 10, 15 and 20.
  for (const i of [0, 5, 10, 15]) await api('POST', `/rounds/${round.id}/draw`, { number: mine!.numbers[i] }, token);
  await telao.getByText(/\d+ cartelas? a 1 número da quina/).waitFor();
  await phone.getByRole('alert').filter({ hasText: 'Falta 1 para a quina!' }).waitFor();

  await api('POST', `/rounds/${round.id}/draw`, { number: mine!.numbers[20] }, token);
  const takeover = telao.getByRole('alert').filter({ hasText: 'QUINA!' });
  await takeover.waitFor();
  await expect.poll(() => takeover.innerText()).toContain(`Cartela #${mine!.id}`);
  await telao.getByText('Cartela cheia — Prêmio: Bicicleta').waitFor();
  if (process.env.E2E_SHOTS) await telao.screenshot({ path: `${process.env.E2E_SHOTS}/round-stages-telao-quina.png` });

  const banner = phone.getByRole('alert').filter({ hasText: 'QUINA!' });
  await banner.waitFor();
  await expect.poll(() => banner.innerText()).toContain(`Sua cartela #${mine!.id} completou uma linha.`);
  await expect.poll(() => prizes.innerText()).toMatch(/Quina: Cesta básica\s*Saiu\s+Cartela cheia: Bicicleta\s*Valendo/);
  for (const theme of ['light', 'dark'] as const) {
    await phone.emulateMedia({ colorScheme: theme });
    await phone.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), theme);
    await settle(phone);
    await expectNoSeriousA11yViolations(phone, `Sorteio com QUINA! (${theme})`);
    if (process.env.E2E_SHOTS) await phone.screenshot({ path: `${process.env.E2E_SHOTS}/round-stages-phone-${theme}.png`, fullPage: true });
  }
  await api('POST', `/rounds/${round.id}/finish`, undefined, token);
});
