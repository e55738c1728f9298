import { expect } from 'vitest';
import { test } from './support/fixtures';
import { expectPath } from './support/ui';

test('dark mode chosen in the buyer top bar is kept after a reload', async ({ loginAs }) => {
  const { page } = await loginAs('buyer');
  await page.goto('/dashboard');
  await expectPath(page, '/dashboard');
  const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-bs-theme'));
  expect(await theme(), 'theme before the toggle').not.toBe('dark');

  const name = /modo escuro|tema escuro/i;
  await page.getByRole('button', { name }).or(page.getByRole('switch', { name })).or(page.getByRole('checkbox', { name })).first().click();
  await expect.poll(theme).toBe('dark');

  await page.reload();
  await expectPath(page, '/dashboard');
  await page.locator('.carousel').waitFor({ state: 'visible' });
  expect(await theme(), 'theme after the reload').toBe('dark');
});
