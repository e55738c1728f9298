import { msg } from '@bingo/core';
import { expect } from 'vitest';
import { test } from './support/fixtures';

// The e2e server runs with PAYMENT_PROVIDER=fake (support/global-setup.ts): every page must say
// that payments are only a test (decisions.md §12).
const BANNER = msg.demoPaymentsBanner;

test('the demo payments banner shows on /login, /comprar and an admin page', async ({ page, loginAs }) => {
  for (const path of ['/login', '/comprar']) {
    await page.goto(path);
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    await banner.waitFor({ state: 'visible' });
    expect(await banner.count(), `banners on ${path}`).toBe(1);
    // At the very top of the page, above the header: seen before anything else. Polled: on
    // /comprar the server draws the banner first and the app's render replaces it a moment later.
    await expect.poll(async () => (await banner.boundingBox())?.y, { message: `banner position on ${path}` }).toBe(0);
  }

  const { page: adminPage } = await loginAs('admin');
  await adminPage.goto('/admin/eventos');
  await adminPage.getByRole('heading', { name: 'Eventos' }).waitFor();
  const banner = adminPage.getByRole('status').filter({ hasText: BANNER });
  await banner.waitFor({ state: 'visible' });
  expect(await banner.count()).toBe(1);
});
