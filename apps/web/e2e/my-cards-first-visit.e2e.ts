import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { api, loginViaApi, registerViaApi } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { buyOnline } from './support/sales';

// docs/decisions/049: a buyer opening Minhas Cartelas without a copy of their last visit (a new
// phone, the first load after a release) sees the page's top, their event's name and the
// selection bar, as soon as the server answers, before the app's code; the code then adds the
// cards below without moving what was drawn.
const PHONE = { width: 390, height: 844 };
const shots = process.env.E2E_SHOTS;
const eventName = `Bingo da Chegada ${crypto.randomBytes(3).toString('hex')}`;
ownRunningEvent(eventName, { card_price: 10 });

/** The app's code held up for as long as `release` is not called. */
async function holdTheApp(page: Page): Promise<() => void> {
  const held: (() => void)[] = [];
  await page.route(/\/assets\/(framework|vendor|app)-[\w-]+\.js$/, (route) => void held.push(() => void route.continue()));
  return () => {
    void page.unrouteAll({ behavior: 'wait' });
    for (const go of held.splice(0)) go();
  };
}

for (const theme of ['light', 'dark'] as const) {
  test(`first visit with a session, ${theme}: the top is drawn from the server before the code, and stays put when the cards come`, async ({
    newBrowserContext,
  }) => {
    const session = await buyOnline(2);
    await expect.poll(async () => (await api<unknown[]>('GET', '/cards', undefined, session.token)).length, { timeout: 10_000 }).toBe(2);
    const context = await newBrowserContext({ session, localStorage: { [storageKeys.theme]: theme } });
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    const release = await holdTheApp(page);

    await page.goto('/minhas-cartelas');
    const heading = page.locator('main section h2').first();
    await expect.poll(() => heading.innerText().catch(() => '')).toBe(`${eventName} (2)`);
    expect(await page.getByText('0 de 2 selecionadas').count()).toBe(1);
    expect(await page.locator('.my-card').count()).toBe(0);
    expect(await page.locator('.user-name').innerText()).toBe(session.user.name.split(' ')[0]);
    // The switch already says what a press does in this theme.
    const toggle = theme === 'dark' ? 'Modo claro' : 'Modo escuro';
    expect(await page.locator(`.app-topbar button[title="${toggle}"]`).count()).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/my-cards-first-visit-drawn-390-${theme}.png`, fullPage: true });
    const drawnAt = await heading.boundingBox();

    release();
    await expect.poll(() => page.locator('.my-card').count(), { timeout: 15_000 }).toBe(2);
    expect(await heading.boundingBox()).toEqual(drawnAt);
    // The app kept this visit's page: the next load draws it whole (docs/decisions/048).
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.pageSnapshot)).not.toBeNull();
    if (shots) await page.screenshot({ path: `${shots}/my-cards-first-visit-app-390-${theme}.png`, fullPage: true });
  });
}

test('a tap on the drawn page before the code is not lost: "Adicionar cartela de papel" opens its dialog once the app is in', async ({
  newBrowserContext,
}) => {
  const account = await registerViaApi();
  const context = await newBrowserContext({ session: await loginViaApi(account.email, account.password) });
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const release = await holdTheApp(page);
  await page.goto('/minhas-cartelas');
  // No cards: the entry drew the whole empty page, its buttons still without the app behind them.
  await page.getByRole('heading', { name: 'Você ainda não tem cartelas.' }).waitFor();
  await page.getByRole('button', { name: 'Adicionar cartela de papel' }).click();
  expect(await page.getByRole('dialog').count()).toBe(0);

  release();
  await page
    .getByRole('dialog', { name: 'Adicionar cartela de papel' })
    .getByLabel('Código de barras', { exact: true })
    .waitFor({ timeout: 15_000 });
});

test('"Selecionar todas" ticked on the drawn top before the code stays ticked, and chooses the cards, once the app is in', async ({
  newBrowserContext,
}) => {
  const session = await buyOnline(2);
  await expect.poll(async () => (await api<unknown[]>('GET', '/cards', undefined, session.token)).length, { timeout: 10_000 }).toBe(2);
  const page = await (await newBrowserContext({ session })).newPage();
  await page.setViewportSize(PHONE);
  const release = await holdTheApp(page);
  await page.goto('/minhas-cartelas');
  await page.getByText('0 de 2 selecionadas').waitFor();
  await page.getByText('Selecionar todas').click();

  release();
  await expect.poll(() => page.locator('.my-card').count(), { timeout: 15_000 }).toBe(2);
  await page.getByText('2 de 2 selecionadas').waitFor();
  expect(await page.getByRole('checkbox', { name: 'Selecionar todas' }).isChecked()).toBe(true);
  expect(await page.getByRole('button', { name: 'Exportar PDF' }).isEnabled()).toBe(true);
});
