import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { A11yReport, settle } from './support/a11y';
import { api, newAccount } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { expectPath } from './support/ui';

// docs/decisions/028: the telão's QR ("Acompanhe no celular") opens /verificacao/{id}; a visitor
// without an account sees the event, the last ball and the board, buys without an account or
// signs in, and an account made on the way comes back there signed in. /sorteio opens it too.
const PHONE = { width: 390, height: 844 };
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Quermesse do QR ${tag}`, { card_price: 10 });

test('a visitor from the QR follows the board signed out, then creates an account and is back there signed in', async ({
  newBrowserContext,
}) => {
  const event = ownEvent();
  const round = await api<{ id: number; number: number }>(
    'POST',
    `/events/${event.id}/rounds`,
    { prize: 'Cesta básica' },
    event.adminToken,
  );
  await api('POST', `/rounds/${round.id}/start`, undefined, event.adminToken);
  for (const number of [7, 33]) await api('POST', `/rounds/${round.id}/draw`, { number }, event.adminToken);
  const axe = new A11yReport();

  for (const theme of ['light', 'dark'] as const) {
    const context = await newBrowserContext({ localStorage: { [storageKeys.theme]: theme } });
    // Before the app's code arrives, a phone paints what the server drew (docs/decisions/042): the
    // event, the round and the invitation. The code is held back here to see that frame alone.
    const frame = await context.newPage();
    await frame.setViewportSize(PHONE);
    await frame.route('**/assets/*.js', (route) => route.abort());
    await frame.goto(`/verificacao/${event.id}`);
    await frame.getByRole('heading', { level: 1, name: event.name }).waitFor();
    await frame.getByRole('heading', { name: `Rodada ${round.number}` }).waitFor();
    await frame.getByRole('heading', { name: 'Quer jogar também?' }).waitFor();
    if (process.env.E2E_SHOTS) await frame.screenshot({ path: `${process.env.E2E_SHOTS}/newcomers-first-paint-${theme}.png` });
    await frame.close();

    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/verificacao/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    await page.getByRole('heading', { name: `Rodada ${round.number}` }).waitFor();
    await page.getByText(`${theme === 'light' ? 2 : 3} de 75 números sorteados`).waitFor();
    await page.getByRole('region', { name: 'Números sorteados' }).waitFor();
    // A ball drawn now reaches the visitor's phone like an account's.
    if (theme === 'light') {
      await api('POST', `/rounds/${round.id}/draw`, { number: 61 }, event.adminToken);
      await page.getByText('3 de 75 números sorteados').waitFor();
    }
    expect(await page.getByRole('link', { name: 'Comprar cartelas' }).getAttribute('href')).toBe(`/comprar?evento=${event.id}`);
    await page.getByRole('link', { name: 'Entrar' }).waitFor();
    await settle(page, { fadeMs: 0 });
    await axe.check(page, `Verificação, visitante (${theme})`);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/newcomers-visitor-${theme}.png`, fullPage: true });

    if (theme === 'dark') {
      // /sorteio opens the running event's follow page, signed out.
      await page.goto('/sorteio');
      await expectPath(page, `/verificacao/${event.id}`);

      // Entrar → Crie sua conta → Cadastrar: signed in, back on the follow page with the account's screen.
      await page.getByRole('link', { name: 'Entrar' }).click();
      await expectPath(page, '/login');
      await page.getByRole('link', { name: 'Crie sua conta' }).click();
      await expectPath(page, '/register');
      const account = newAccount({ name: `Visitante ${tag}` });
      await page.getByLabel('Nome completo').fill(account.name);
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Senha').fill(account.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await expectPath(page, `/verificacao/${event.id}`);
      await page.getByRole('navigation', { name: 'Navegação principal' }).waitFor();
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).not.toBeNull();
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/newcomers-registered-${theme}.png`, fullPage: true });
    }
  }
  expect(axe.list, axe.list.join('\n\n')).toEqual([]);
  await api('POST', `/rounds/${round.id}/finish`, undefined, event.adminToken).catch(() => {});
});
