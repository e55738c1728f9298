import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { api, uniqueEmail } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { expectPrintedPages } from './support/print';
import { expectText } from './support/ui';

// decisions.md §15: the organiser publishes the event's regulamento; a buyer reads it on the
// public page and must accept it before paying.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo do Regulamento ${tag}`, { card_price: 10 });

/** For a person to look at: E2E_SHOTS=<folder> keeps the screen at 390 and 1280 px in both themes. */
async function shots(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
      await page.reload();
      await ready();
      await page.screenshot({ path: `${dir}/regulamento-${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
}

test('the admin publishes the regulamento, a buyer reads it and must accept it before paying', async ({ loginAs, page }) => {
  const event = ownEvent();
  await api('POST', `/events/${event.id}/rounds`, { prize: 'Cesta básica' }, event.adminToken);

  const { page: admin } = await loginAs('admin');
  await admin.goto('/admin/eventos');
  await admin.getByRole('link', { name: `Regulamento de ${event.name}` }).click();
  await expectText(admin, 'Nenhuma versão publicada ainda');
  await admin.getByLabel('Entidade responsável').fill('Paróquia São José');
  await admin.getByLabel('CNPJ').fill('11.222.333/0001-80');
  await admin.getByLabel('Finalidade (para que vai o dinheiro)').fill('Reforma do telhado da igreja matriz');
  await admin.getByLabel('Contato').fill('(11) 3333-4444');
  await admin.getByLabel('Início das vendas').fill('2026-12-01');
  await admin.getByLabel('Fim das vendas').fill('2026-12-20');
  await admin.getByLabel('Prazo para retirar o prêmio').fill('30 dias após o sorteio, na secretaria');
  await admin.getByRole('button', { name: 'Publicar nova versão' }).click();
  await expectText(admin, 'CNPJ inválido: confira os dígitos verificadores.');
  await admin.getByLabel('CNPJ').fill('11.222.333/0001-81');
  await admin.getByRole('button', { name: 'Publicar nova versão' }).click();
  await expectText(admin, /Versão 1, publicada em/);
  await shots(admin, 'admin', () => expectText(admin, /Versão 1, publicada em/));

  // The buyer, signed out, finds the rules from the buy page; paying waits for the box.
  await page.goto(`/comprar?evento=${event.id}`);
  const read = page.getByRole('link', { name: /Ler o regulamento \(versão 1\)/ });
  await read.waitFor();
  await page.getByLabel('Nome completo').fill('Joana Compradora');
  await page.getByLabel('E-mail').fill(uniqueEmail('regulamento'));
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  const pay = page.getByRole('button', { name: 'Ir para o pagamento' });
  await expectText(page, 'Marque "Li e aceito o regulamento" para continuar.');
  expect(await pay.isDisabled()).toBe(true);
  await shots(page, 'comprar', () => read.waitFor());

  const rules = await page.context().newPage();
  await rules.goto(`/evento/${event.id}/regulamento`);
  await expectText(rules, `Regulamento: ${event.name}`);
  await expectText(rules, 'Paróquia São José');
  await expectText(rules, '11.222.333/0001-81');
  await expectText(rules, 'globo físico com números digitados no painel');
  await expectText(rules, 'Rodada 1:');
  await expectText(rules, 'Cesta básica');
  expect(await rules.getByRole('button', { name: 'Imprimir / salvar PDF' }).count()).toBe(1);
  await shots(rules, 'publico', () => expectText(rules, 'Cesta básica'));
  if (process.env.E2E_SHOTS) {
    // What "Imprimir / salvar PDF" puts on paper: the print stylesheet, in the light theme.
    await rules.evaluate(([key]) => localStorage.setItem(key, 'light'), [storageKeys.theme] as const);
    await rules.reload();
    await expectText(rules, 'Cesta básica');
    await rules.emulateMedia({ media: 'print' });
    await rules.screenshot({ path: `${process.env.E2E_SHOTS}/regulamento-publico-print.png`, fullPage: true });
    await rules.emulateMedia({ media: 'screen' });
  }
  await expectPrintedPages(rules, 'article.regulamento', 'regulamento-publico');
  await rules.close();

  // Shots reload the buy page: the form is typed again only if they ran.
  if (process.env.E2E_SHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Nome completo').fill('Joana Compradora');
    await page.getByLabel('E-mail').fill(uniqueEmail('regulamento'));
    await page.getByLabel('CPF').pressSequentially('52998224725');
    await page.getByLabel('Telefone').pressSequentially('11987654321');
  }
  await page.getByLabel('Li e aceito o regulamento').check();
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await page.waitForURL(/\/fake-checkout\/[\w-]+$/);
});
