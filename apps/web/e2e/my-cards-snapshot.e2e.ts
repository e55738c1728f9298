import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { buyOnline } from './support/sales';

// docs/decisions/048: a returning buyer's Minhas Cartelas is drawn from their last visit before the
// app's code has arrived — on a weak signal at the venue the cards show at once — for that buyer
// only, and forgotten at logout.
const PHONE = { width: 390, height: 844 };
const shots = process.env.E2E_SHOTS;
const eventName = `Bingo da Volta ${crypto.randomBytes(3).toString('hex')}`;
ownRunningEvent(eventName, { card_price: 10 });

/** From now on the app's code is on its way and never arrives: what shows is what the entry drew. */
async function withoutTheApp(page: Page): Promise<void> {
  await page.route(/\/assets\/(framework|vendor|app)-[\w-]+\.js$/, () => {});
}

const snapshot = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKeys.pageSnapshot);

test("a returning buyer's cards are on screen before the app's code, in their theme; another account and a logout see none", async ({
  newBrowserContext,
}) => {
  const session = await buyOnline(2);
  // The fake provider's approval creates the cards a moment later.
  await expect.poll(async () => (await api<unknown[]>('GET', '/cards', undefined, session.token)).length, { timeout: 10_000 }).toBe(2);
  const context = await newBrowserContext({ session, localStorage: { [storageKeys.theme]: 'dark' } });
  const page = await context.newPage();
  await page.setViewportSize(PHONE);

  // First visit: the app renders the page and keeps it.
  await page.goto('/minhas-cartelas');
  const cards = page.locator('.my-card');
  await expect.poll(() => cards.count()).toBe(2);
  await expect.poll(() => snapshot(page)).not.toBeNull();
  const eventHeading = await page.locator('section h2').first().innerText();
  expect(eventHeading).toContain(eventName);

  // Next visit, the code held up: the entry drew the same cards, in the dark theme, without the spinner.
  await withoutTheApp(page);
  await page.reload();
  await expect.poll(() => cards.count()).toBe(2);
  expect(await page.locator('section h2').first().innerText()).toBe(eventHeading);
  expect(await page.getByText('Carregando...').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme'))).toBe('dark');
  if (shots) await page.screenshot({ path: `${shots}/my-cards-drawn-before-code-390-dark.png`, fullPage: true });

  // The same page with the code: React's render takes the drawn copy's place, the cards as fresh.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await page.getByRole('heading', { name: 'Minhas Cartelas', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Exportar PDF' }).waitFor();
  await expect.poll(() => cards.count()).toBe(2);

  // Another account on this phone (its token and user replace the first one's): not the first one's
  // copy. The entry draws this account's own top from the server instead (docs/decisions/049).
  const other = await buyOnline(1);
  await page.evaluate(
    ([keys, s]) => {
      localStorage.setItem(keys.token, s.token);
      localStorage.setItem(keys.user, JSON.stringify(s.user));
    },
    [{ token: storageKeys.token, user: storageKeys.user }, other] as const,
  );
  await expect.poll(async () => (await api<unknown[]>('GET', '/cards', undefined, other.token)).length, { timeout: 10_000 }).toBe(1);
  await withoutTheApp(page);
  await page.reload();
  await expect.poll(() => page.locator('section h2').first().innerText()).toBe(`${eventName} (1)`);
  expect(await cards.count()).toBe(0);

  // Logout (Sair) forgets the copy with everything else (spec §9).
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect.poll(() => cards.count()).toBe(1);
  await expect.poll(() => snapshot(page)).toContain('"user":' + String(other.user.id));
  await page.locator('.app-topbar .dropdown-toggle').click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect.poll(() => snapshot(page)).toBeNull();
});
