import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { test } from './support/fixtures';

// Issue 8 part 5: axe on the main screens, signed out, as a buyer and as the admin, in both
// themes; no serious or critical violation (colour contrast included). Only reads: no event is
// created, so the other specs never see an active one.
const SCREENS = {
  anonymous: ['/login', '/register', '/comprar', '/reset-password?token=x', '/perfil'],
  buyer: ['/dashboard', '/perfil', '/minhas-cartelas', '/minhas-compras'],
  admin: [
    '/admin/eventos',
    '/admin/patrocinadores',
    '/admin/imagens',
    '/admin/cartelas',
    '/admin/cartelas/fisicas',
    '/admin/cupons',
    '/admin/usuarios',
    '/admin/relatorios/vendas',
    '/admin/foguetinho',
  ],
} as const;

type Who = keyof typeof SCREENS;
const cases = (['light', 'dark'] as const).flatMap((theme) =>
  (Object.keys(SCREENS) as Who[]).map((who) => ({ who, theme })),
);

/** Waits until the screen has rendered its content: a heading, and no spinner left. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1, h2').first().waitFor({ state: 'visible' });
  await expect
    .poll(() => page.locator('.spinner-border:visible, .placeholder-glow:visible').count(), { timeout: 10_000 })
    .toBe(0);
  // Bootstrap's fades (toasts, alerts) must finish, or axe measures half-transparent colours.
  await page.waitForTimeout(400);
}

test.for(cases)('axe: $who screens in $theme mode have no serious or critical violations', async ({ who, theme }, { newBrowserContext, loginAs }) => {
  const localStorage = { [storageKeys.theme]: theme };
  const page =
    who === 'anonymous'
      ? await (await newBrowserContext({ localStorage })).newPage()
      : (await loginAs(who, { localStorage })).page;

  const failures: string[] = [];
  for (const screen of SCREENS[who]) {
    await page.goto(screen);
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme')), `theme on ${screen}`).toBe(theme);
    try {
      await expectNoSeriousA11yViolations(page, `${screen} (${who}, ${theme})`);
    } catch (err) {
      failures.push(err instanceof Error ? err.message : String(err));
    }
  }
  expect(failures, failures.join('\n\n')).toEqual([]);
});
