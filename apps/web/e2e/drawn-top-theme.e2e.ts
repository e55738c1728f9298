import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { loginViaApi, registerViaApi } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';

// docs/decisions/041, 042: the server draws the top of /comprar and of a visitor's /verificacao/{id}
// before it knows the visitor's theme. The entry paints it in their theme, and its theme switch too:
// on a dark page it offers "Modo claro", as the app will once its code arrives.
const shots = process.env.E2E_SHOTS;
const event = ownRunningEvent(`Bingo Escuro ${crypto.randomBytes(3).toString('hex')}`, { card_price: 10 });

test("a visitor in the dark theme sees the drawn top dark, its switch offering the light theme, before the app's code", async ({
  newBrowserContext,
}) => {
  const context = await newBrowserContext({ localStorage: { [storageKeys.theme]: 'dark' } });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  // The app's code is on its way and never arrives: what shows is the server's drawing and the entry's touch.
  await page.route(/\/assets\/(framework|vendor|app)-[\w-]+\.js$/, () => {});
  for (const [url, heading] of [
    ['/comprar', 'Comprar Cartelas'],
    [`/verificacao/${event().id}`, event().name],
  ] as const) {
    await page.goto(url);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    const toggle = page.locator('#root header button').first();
    await expect.poll(() => toggle.getAttribute('title'), { timeout: 5_000 }).toBe('Modo claro');
    expect(await toggle.locator('i.bi-sun').count(), url).toBe(1);
    expect(await toggle.innerText(), url).toBe('Modo claro');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme')), url).toBe('dark');
    if (shots) await page.screenshot({ path: `${shots}/drawn-top${url.replace(/\//g, '-')}-390-dark.png` });
  }
});

// docs/decisions/049: the server draws the visitor's follow page before it knows who the browser is;
// a signed-in buyer is not asked to sign in while their own page's code is on its way.
test("a signed-in buyer opening the follow page before the app's code is not invited to buy or sign in", async ({ newBrowserContext }) => {
  const account = await registerViaApi();
  const session = await loginViaApi(account.email, account.password);
  const context = await newBrowserContext({ session });
  const page = await context.newPage();
  await page.route(/\/assets\/(framework|vendor|app)-[\w-]+\.js$/, () => {});
  await page.goto(`/verificacao/${event().id}`);
  await page.getByRole('heading', { name: event().name, level: 1 }).waitFor();
  // The h1 is the server's; the entry takes the invitation away as soon as it runs.
  await expect.poll(() => page.getByRole('heading', { name: 'Quer jogar também?' }).count(), { timeout: 5_000 }).toBe(0);
});
