import { test } from './support/fixtures';
import { expectPath, expectStaysOn } from './support/ui';

test('an anonymous visitor on /minhas-cartelas is sent to /login', async ({ page }) => {
  await page.goto('/minhas-cartelas');
  await expectPath(page, '/login');
});

test('an anonymous visitor on an admin route is sent to /login', async ({ page }) => {
  await page.goto('/admin/eventos');
  await expectPath(page, '/login');
});

test('a signed-in buyer on /admin/eventos is sent to /dashboard', async ({ loginAs }) => {
  const { page } = await loginAs('buyer');
  await page.goto('/admin/eventos');
  await expectPath(page, '/dashboard');
});

test('the admin can open /admin/eventos and sees the admin sidebar', async ({ loginAs }) => {
  const { page } = await loginAs('admin');
  await page.goto('/admin/eventos');
  await expectStaysOn(page, '/admin/eventos');
  await page.getByRole('link', { name: 'Eventos', exact: true }).first().waitFor({ state: 'visible' });
});

test('/ redirects to /dashboard keeping the query string', async ({ loginAs }) => {
  const { page } = await loginAs('buyer');
  await page.goto('/?utm_source=e2e');
  await expectPath(page, '/dashboard?utm_source=e2e');
});
