import { expect } from 'vitest';
import { expiredToken } from './support/api';
import { test } from './support/fixtures';
import { expectPath, expectText } from './support/ui';

test('an expired session on /perfil says so, signs out and goes to /login', async ({ loginAs, newBrowserContext }) => {
  // A real user, but a token the server refuses (expired, foreign signature).
  const { session } = await loginAs('buyer');
  const context = await newBrowserContext({ session: { user: session.user, token: expiredToken(session.user.id) } });
  const page = await context.newPage();
  await page.goto('/perfil');

  await expectText(page, 'Sua sessão expirou. Faça login novamente.');
  await expectPath(page, '/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { message: 'token still in localStorage' }).toBeNull();
});
