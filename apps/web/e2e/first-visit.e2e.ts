import { expect } from 'vitest';
import { test } from './support/fixtures';
import { liveFixture } from './support/provided';
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

test('a shared follow link opens as it is on a first visit, also through the login (spec §2, route table)', async ({
  loginAs,
  newBrowserContext,
}) => {
  const { eventId } = liveFixture();
  const signedIn = await loginAs('buyer', { visited: false });
  await signedIn.page.goto(`/verificacao/${eventId}`);
  await expectStaysOn(signedIn.page, `/verificacao/${eventId}`);

  // Signed out, first visit: the page itself, open to visitors (docs/decisions/028); its 'Entrar'
  // leads through the login back to the very page the link named.
  const context = await newBrowserContext({ visited: false });
  const page = await context.newPage();
  await page.goto(`/verificacao/${eventId}`);
  await expectStaysOn(page, `/verificacao/${eventId}`);
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expectPath(page, '/login');
  await page.getByLabel('E-mail').fill(liveFixture().buyer.email);
  await page.getByLabel('Senha', { exact: true }).fill(liveFixture().buyer.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectPath(page, `/verificacao/${eventId}`);
});
