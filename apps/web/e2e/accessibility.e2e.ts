import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { A11yReport, settle } from './support/a11y';
import { test } from './support/fixtures';

// axe on the main screens, signed out, as a buyer and as the admin, in both
// themes; no serious or critical violation (colour contrast included). Only reads: no event is
// created, so the other specs never see an active one.
const SCREENS = {
  anonymous: ['/login', '/register', '/comprar', '/reset-password?token=x', '/perfil'],
  buyer: ['/dashboard', '/perfil', '/minhas-cartelas', '/minhas-compras'],
  admin: [
    '/admin',
    '/admin/eventos',
    '/admin/compras',
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
const cases = (['light', 'dark'] as const).flatMap((theme) => (Object.keys(SCREENS) as Who[]).map((who) => ({ who, theme })));

test.for(cases)(
  'axe: $who screens in $theme mode have no serious or critical violations',
  async ({ who, theme }, { newBrowserContext, loginAs }) => {
    const localStorage = { [storageKeys.theme]: theme };
    const page =
      who === 'anonymous' ? await (await newBrowserContext({ localStorage })).newPage() : (await loginAs(who, { localStorage })).page;

    // No fades to wait for (Bootstrap honours reduced motion): axe measures the final colours at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const report = new A11yReport();
    for (const screen of SCREENS[who]) {
      await page.goto(screen);
      await settle(page, { fadeMs: 0 });
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme')), `theme on ${screen}`).toBe(theme);
      await report.check(page, `${screen} (${who}, ${theme})`);
    }
    expect(report.list, report.list.join('\n\n')).toEqual([]);
  },
);
