import { expect } from 'vitest';
import { registerViaApi } from './support/api';
import { test } from './support/fixtures';
import { lastMailTo, mailCountTo } from './support/mail';
import { expectPath, expectText, loginWithForm } from './support/ui';

test('forgot password: the e-mailed link sets a new password that signs in', async ({ page }) => {
  const account = await registerViaApi();
  const before = mailCountTo(account.email);

  await page.goto('/login');
  await page
    .getByRole('button', { name: /esqueci|esqueceu/i })
    .or(page.getByRole('link', { name: /esqueci|esqueceu/i }))
    .first()
    .click();
  const modal = page.getByRole('dialog');
  await modal.waitFor({ state: 'visible' });
  await modal.getByLabel(/e-?mail/i).fill(account.email);
  await modal.getByRole('button', { name: /enviar/i }).click();
  await expectText(page, 'Se o e-mail estiver cadastrado, enviaremos instruções');

  const mail = await lastMailTo(account.email, { after: before });
  expect(mail.resetPath, `reset link in the e-mail:\n${mail.text}`).toMatch(/^\/reset-password\?token=/);
  await page.goto(mail.resetPath!);

  const newPassword = 'nova-senha-forte-456';
  // Different confirmations are refused on the page.
  await page.getByLabel('Nova Senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar Nova Senha', { exact: true }).fill('outra-coisa-789');
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  await expectText(page, 'As senhas não coincidem');

  await page.getByLabel('Confirmar Nova Senha', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  await expectText(page, 'Senha redefinida com sucesso!');
  await expectPath(page, '/login');

  await loginWithForm(page, account.email, newPassword);
  await expectPath(page, '/dashboard');
});

test('the reset page without a token says "Token inválido" and goes to /login', async ({ page }) => {
  await page.goto('/reset-password');
  await expectText(page, 'Token inválido');
  await expectPath(page, '/login');
});
