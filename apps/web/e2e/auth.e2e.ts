import { expect } from 'vitest';
import { newAccount, registerViaApi } from './support/api';
import { test } from './support/fixtures';
import { expectPath, expectText, loginWithForm } from './support/ui';

test('register, signed in at once, and land on the dashboard with the sponsor carousel', async ({ page }) => {
  const account = newAccount({ name: 'Ana Beneficente' });
  await page.goto('/register');
  await page.getByLabel(/^nome/i).fill(account.name);
  await page.getByLabel(/^e-?mail/i).fill(account.email);
  await page.getByLabel(/^senha/i).fill(account.password);
  await page.getByRole('checkbox', { name: /termos de adesão/i }).check();
  await page.getByRole('button', { name: /cadastrar/i }).click();

  // The new account is signed in at once (docs/decisions/028): no login form in between.
  await expectText(page, 'Cadastro realizado com sucesso!');
  await expectPath(page, '/dashboard');
  const carousel = page.locator('.carousel');
  await carousel.waitFor({ state: 'visible' });
  expect(await carousel.locator('.carousel-item').count(), 'slides in the sponsor carousel').toBe(5);
  await carousel.locator('.carousel-item.active img').first().waitFor({ state: 'visible' });
});

test('register without accepting the terms shows the terms message and stays', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await page.getByLabel(/^nome/i).fill(account.name);
  await page.getByLabel(/^e-?mail/i).fill(account.email);
  await page.getByLabel(/^senha/i).fill(account.password);
  await page.getByRole('button', { name: /cadastrar/i }).click();

  await expectText(page, 'Você precisa aceitar os Termos de Adesão.');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/register');
});

test('a wrong password shows "E-mail ou senha inválidos." on the login screen', async ({ page }) => {
  const account = await registerViaApi();
  await page.goto('/login');
  await loginWithForm(page, account.email, 'senha-errada-000');

  await expectText(page, 'E-mail ou senha inválidos.');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/login');
});
