import { expect } from 'vitest';
import { test } from './support/fixtures';
import { expectPath, expectStaysOn } from './support/ui';

test('the very first visit goes to /comprar; the next visit to /dashboard stays there', async ({ loginAs }) => {
  const { page } = await loginAs('buyer', { visited: false });
  await page.goto('/dashboard');
  await expectPath(page, '/comprar');
  expect(await page.evaluate(() => localStorage.getItem('has_visited'))).not.toBeNull();

  await page.goto('/dashboard');
  await expectStaysOn(page, '/dashboard');
});

test('a first visit straight to /comprar stays on /comprar', async ({ newBrowserContext }) => {
  const context = await newBrowserContext({ visited: false });
  const page = await context.newPage();
  await page.goto('/comprar');
  await expectStaysOn(page, '/comprar');
});
