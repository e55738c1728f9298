import { msg, sessionExpired } from '@bingo/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, loginViaApi } from './support/api';
import { test } from './support/fixtures';
import { liveFixture } from './support/provided';
import { expectPath, expectText } from './support/ui';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function openProfile(page: Page): Promise<void> {
  await page.goto('/perfil');
  await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();
  await page.getByRole('heading', { name: 'Dados pessoais' }).waitFor();
}

/** The other device, following a link in the app: its first request meets the ended session. */
async function expectSentToLogin(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: /Cartelas/ })
    .click();
  await expectText(page, sessionExpired);
  await expectPath(page, '/login');
  await expect.poll(() => storedToken(page), { message: 'dead token still in localStorage' }).toBeNull();
}

test('Sair de todos os dispositivos ends the session here and on the other device', async ({ loginAs, newBrowserContext }) => {
  // One buyer signed in on two devices (two browser contexts, two sessions).
  const phone = await loginAs('buyer');
  const computerSession = await loginViaApi(phone.account.email, phone.account.password);
  const computer = await (await newBrowserContext({ session: computerSession })).newPage();
  await openProfile(computer);

  await openProfile(phone.page);
  await phone.page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  const dialog = phone.page.getByRole('dialog', { name: 'Sair de todos os dispositivos' });
  await dialog.getByText('inclusive neste').waitFor();
  await dialog.getByRole('button', { name: 'Sair de todos', exact: true }).click();

  await expectText(phone.page, msg.loggedOutEverywhere);
  await expectPath(phone.page, '/login');
  expect(await storedToken(phone.page)).toBeNull();
  // No dialog left behind on the login screen.
  expect(await phone.page.locator('.modal, .modal-backdrop').count()).toBe(0);
  await expect(api('GET', '/auth/me', undefined, phone.session.token)).rejects.toThrow(/401/);

  await expectSentToLogin(computer);
});

test('changing the password keeps this device signed in (new token) and ends the other one', async ({ loginAs, newBrowserContext }) => {
  const phone = await loginAs('buyer');
  const computerSession = await loginViaApi(phone.account.email, phone.account.password);
  const computer = await (await newBrowserContext({ session: computerSession })).newPage();
  await openProfile(computer);

  await openProfile(phone.page);
  const newPassword = 'outra-senha-456';
  await phone.page.getByLabel('Senha atual', { exact: true }).fill(phone.account.password);
  await phone.page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await phone.page.getByLabel('Confirmar nova senha', { exact: true }).fill(newPassword);
  await phone.page.getByRole('button', { name: 'Alterar senha' }).click();
  await expectText(phone.page, msg.passwordChanged);

  await expect.poll(() => storedToken(phone.page)).not.toBe(phone.session.token);
  const newToken = await storedToken(phone.page);
  expect(newToken).toBeTruthy();
  // This device stays in: a full reload of a signed-in page works with the stored token.
  await phone.page.reload();
  await phone.page.getByRole('heading', { name: 'Dados pessoais' }).waitFor();
  expect(new URL(phone.page.url()).pathname).toBe('/perfil');
  expect(await storedToken(phone.page)).toBe(newToken);

  await expectSentToLogin(computer);
});

test('a live screen open on the other device goes to /login by itself when the session ends', async ({ loginAs, newBrowserContext }) => {
  const phone = await loginAs('buyer');
  const tvSession = await loginViaApi(phone.account.email, phone.account.password);
  const tv = await (await newBrowserContext({ session: tvSession })).newPage();
  const stream = tv.waitForResponse((response) => response.url().endsWith('/live/stream') && response.status() === 200);
  await tv.goto(`/verificacao/${liveFixture().eventId}`);
  await stream;
  await tv.getByText('Ao vivo').first().waitFor();

  await api('POST', '/auth/logout-all', undefined, phone.session.token);

  // Nobody touches the live screen: the server ends its stream, the reconnection meets the 401.
  await expectText(tv, sessionExpired);
  await expectPath(tv, '/login');
  expect(await storedToken(tv)).toBeNull();
  // And it stays there, asking nothing more of the live routes.
  const liveCalls: string[] = [];
  tv.on('request', (request) => {
    if (request.url().includes('/live')) liveCalls.push(request.url());
  });
  await tv.waitForTimeout(3000);
  expect(liveCalls).toEqual([]);
  expect(new URL(tv.url()).pathname).toBe('/login');
});
