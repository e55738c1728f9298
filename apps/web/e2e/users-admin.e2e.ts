import crypto from 'node:crypto';
import { expect } from 'vitest';
import { uniqueEmail } from './support/api';
import { baseURL, test } from './support/fixtures';
import { expectText } from './support/ui';

test('an admin creates a user, makes them an affiliate and copies their link', async ({ loginAs }) => {
  const { page, context } = await loginAs('admin');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  const name = `Pessoa E2E ${crypto.randomBytes(3).toString('hex')}`;
  const email = uniqueEmail('usuario');
  await page.goto('/admin/usuarios');
  await page.getByRole('button', { name: 'Novo Usuário' }).click();

  const form = page.getByRole('dialog', { name: 'Novo Usuário' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha', { exact: true }).fill('senha-segura-123');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expectText(page, 'Usuário criado');

  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Nome').press('Enter');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  await expect.poll(() => page.getByRole('row').count()).toBe(2);

  await row.getByRole('button', { name: `Mais ações de ${name}` }).click();
  await page.getByRole('button', { name: 'Tornar afiliado' }).click();
  const link = row.locator('code');
  await link.waitFor();
  const text = (await link.textContent()) ?? '';
  expect(text).toMatch(new RegExp(`^${baseURL()}/\\?ref=[A-Z0-9]{6,8}$`));

  await row.getByRole('button', { name: `Copiar link de afiliado de ${name}` }).click();
  await expectText(page, 'Copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});
