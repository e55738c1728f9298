// Screenshots of the main screens in light and dark, desktop and phone, for a visual review.
// Usage: BASE_URL=http://localhost:3210 ADMIN_PASSWORD=... OUT=/tmp/shots npx tsx apps/web/scripts/screenshots.ts
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.OUT ?? '/tmp/shots';
const accounts = {
  buyer: { email: 'maria@bingo.local', password: process.env.BUYER_PASSWORD ?? 'bingo12345' },
  admin: { email: 'admin@bingo.local', password: process.env.ADMIN_PASSWORD },
};
fs.mkdirSync(out, { recursive: true });

async function session(who: keyof typeof accounts): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(accounts[who]),
  });
  if (!res.ok) throw new Error(`login ${who}: ${res.status} ${await res.text()}`);
  return res.json();
}

const shots: {
  name: string;
  path: string;
  who?: 'buyer' | 'admin';
  fullPage?: boolean;
  affiliate?: boolean;
  click?: string;
  mobileOnly?: boolean;
  desktopOnly?: boolean;
  collapsed?: boolean;
}[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'reset', path: '/reset-password?token=abcdefghijklmnopqrstuvwxyz' },
  { name: 'perfil-anon', path: '/perfil' },
  { name: 'dashboard-buyer', path: '/dashboard', who: 'buyer' },
  // Shown as an affiliate, so the affiliate link card is in the picture.
  { name: 'perfil-buyer', path: '/perfil', who: 'buyer', fullPage: true, affiliate: true },
  { name: 'buyer-menu', path: '/minhas-cartelas', who: 'buyer', click: '.dropdown-toggle' },
  { name: 'admin-eventos', path: '/admin/eventos', who: 'admin' },
  { name: 'admin-dashboard', path: '/dashboard', who: 'admin' },
  { name: 'admin-perfil', path: '/perfil', who: 'admin', fullPage: true },
  { name: 'admin-drawer', path: '/admin/usuarios', who: 'admin', click: 'button:has-text("Menu")', mobileOnly: true },
  { name: 'admin-collapsed', path: '/admin/patrocinadores', who: 'admin', collapsed: true, desktopOnly: true },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const sessions = { buyer: await session('buyer'), admin: accounts.admin.password ? await session('admin') : null };
const consoleErrors: string[] = [];
const only = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : null;

for (const theme of ['light', 'dark']) {
  for (const width of [1280, 390]) {
    for (const shot of shots) {
      if (only && !only.has(shot.name)) continue;
      if ((shot.mobileOnly && width > 900) || (shot.desktopOnly && width < 900)) continue;
      const s = shot.who ? sessions[shot.who] : null;
      if (shot.who && !s) continue;
      const context = await browser.newContext({ viewport: { width, height: width > 900 ? 800 : 844 }, deviceScaleFactor: 1 });
      await context.addInitScript(
        ([t, sess, collapsed]) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('has_visited', '1');
          localStorage.setItem('theme', t);
          if (collapsed) localStorage.setItem('sidebar_collapsed', 'true');
          if (sess) {
            localStorage.setItem('token', sess.token);
            localStorage.setItem('user', JSON.stringify(sess.user));
          }
        },
        [theme, s, Boolean(shot.collapsed)] as [string, { token: string; user: unknown } | null | undefined, boolean],
      );
      const page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(`${shot.name}: ${m.text()}`));
      page.on('pageerror', (e) => consoleErrors.push(`${shot.name}: ${e.message}`));
      if (shot.affiliate) {
        await page.route('**/api/auth/me', async (route) => {
          const response = await route.fetch();
          const user = { ...(await response.json()), is_affiliate: true, code: 'MARIA7' };
          await route.fulfill({ response, json: user });
        });
      }
      await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
      if (shot.click) {
        await page.click(shot.click);
        await page.waitForTimeout(400);
      }
      await page.waitForTimeout(300);
      const file = `${out}/${shot.name}-${theme}-${width}.png`;
      await page.screenshot({ path: file, fullPage: Boolean(shot.fullPage) });
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
if (consoleErrors.length) console.log('console errors:\n' + consoleErrors.join('\n'));
