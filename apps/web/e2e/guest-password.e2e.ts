import crypto from 'node:crypto';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { loginViaApi, uniqueEmail } from './support/api';
import { test } from './support/fixtures';
import { lastMailTo, mailCountTo } from './support/mail';
import { ownRunningEvent } from './support/own-event';

// decisions.md §6: a guest buys on a phone without an account, is told where the link to create a
// password went, asks for it again, finds "Definir senha" and the phone typed at checkout in
// Perfil, and after choosing a password through the link, Perfil offers "Alterar senha".
const tag = crypto.randomBytes(3).toString('hex');
const email = uniqueEmail('convidada');
ownRunningEvent(`Bingo da Convidada ${tag}`, { card_price: 10 });

test('a guest buyer on a phone learns where the password link went, sends it again and sets a password', async ({ newBrowserContext }) => {
  const context = await newBrowserContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/comprar');
  await page.getByLabel('Nome completo').fill('Rita Convidada');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByLabel('Telefone').pressSequentially('21998765432');
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await page.waitForURL(/\/fake-checkout\/[\w-]+$/);
  await page.getByRole('button', { name: 'Aprovar' }).click();
  await page.getByRole('heading', { name: 'Pagamento aprovado!' }).waitFor({ timeout: 20_000 });

  const notice = page.getByText('um link para você criar sua senha', { exact: false });
  await notice.waitFor();
  expect(await notice.textContent()).toContain(`Enviamos para ${email}`);
  expect(mailCountTo(email), 'the checkout’s link').toBe(1);
  await page.getByRole('button', { name: 'Reenviar link' }).click();
  await page.getByText(`Enviamos o link para ${email}.`, { exact: false }).waitFor();
  const resent = await lastMailTo(email, { after: 1 });
  expect(resent.subject).toBe('Bingo Beneficente: crie sua senha');
  await settle(page, { fadeMs: 0 });
  await expectNoSeriousA11yViolations(page, 'Pagamento aprovado (convidado)');

  await page.goto('/perfil');
  await page.getByRole('heading', { name: 'Definir senha' }).waitFor();
  expect(await page.getByLabel('Telefone').inputValue(), 'the phone typed at checkout').toBe('(21) 99876-5432');
  expect(await page.getByLabel('Senha atual').count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'Perfil sem senha');

  await page.goto(resent.resetPath!);
  await page.getByLabel('Nova Senha', { exact: true }).fill('senha-da-rita-1');
  await page.getByLabel('Confirmar Nova Senha').fill('senha-da-rita-1');
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  await page.waitForURL(/\/login/);
  expect((await loginViaApi(email, 'senha-da-rita-1')).token).toBeTruthy();
});
