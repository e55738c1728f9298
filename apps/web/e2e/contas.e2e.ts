import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { api } from './support/api';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { expectPrintedPages } from './support/print';
import { expectText, typeKeys } from './support/ui';
import { PNG } from './support/uploads';

// decisions.md §15: after the night the organiser publishes its prestação de contas; anyone reads
// it, with the SHA-256 of every version, and a correction keeps the first version public.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo das Contas ${tag}`, { card_price: 10 });

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
      await page.screenshot({ path: `${dir}/contas-${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
}

test('the organiser publishes the accounts of a finished night, anyone reads them, and a correction keeps version 1', async ({
  loginAs,
  page,
}) => {
  const event = ownEvent();
  const stages = [
    { kind: 'quina', prize: 'Cesta básica' },
    { kind: 'cartela_cheia', prize: 'Televisor' },
  ];
  await api('POST', `/events/${event.id}/rounds`, { prize: 'Televisor', stages }, event.adminToken);
  await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, event.adminToken);

  const { page: admin } = await loginAs('admin');
  await admin.goto('/admin/eventos');
  await admin.getByRole('link', { name: `Prestação de contas de ${event.name}` }).click();
  await expectText(admin, 'Rodada 1 · Quina');
  await expect.poll(() => admin.getByLabel('Prêmio').first().inputValue()).toBe('Cesta básica');
  const values = admin.getByLabel('Valor declarado');
  await typeKeys(values.nth(0), '120', '120,00');
  await admin.getByLabel('Doado').nth(0).check();
  await typeKeys(values.nth(1), '1500', '1.500,00');

  await admin.getByRole('button', { name: 'Adicionar custo' }).click();
  await admin.getByLabel('Descrição').fill('Aluguel do som');
  await typeKeys(admin.getByLabel('Valor', { exact: true }), '300', '300,00');
  await admin.getByLabel('Anexar comprovante').setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: PNG });
  await expectText(admin, 'Comprovante anexado');
  await admin.getByLabel('Para que vai o dinheiro').fill('Reforma do telhado da igreja matriz');
  // Nothing raised this night: the net is what the costs and the bought television took.
  await expect.poll(() => admin.getByTestId('contas-preview-net').textContent()).toBe('-R$ 1.800,00');
  await expectNoSeriousA11yViolations(admin, "contas: the organiser's form");
  await shots(admin, 'admin', () => expectText(admin, 'Rodada 1 · Quina'));
  if (process.env.E2E_SHOTS) {
    // The shots reloaded the form: type it again.
    await typeKeys(values.nth(0), '120', '120,00');
    await admin.getByLabel('Doado').nth(0).check();
    await typeKeys(values.nth(1), '1500', '1.500,00');
    await admin.getByRole('button', { name: 'Adicionar custo' }).click();
    await admin.getByLabel('Descrição').fill('Aluguel do som');
    await typeKeys(admin.getByLabel('Valor', { exact: true }), '300', '300,00');
    await admin.getByLabel('Anexar comprovante').setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: PNG });
    await expectText(admin, 'Comprovante anexado');
    await admin.getByLabel('Para que vai o dinheiro').fill('Reforma do telhado da igreja matriz');
  }
  await admin.getByRole('button', { name: 'Publicar' }).click();
  const dialog = admin.getByRole('dialog');
  await expectText(admin, /Publicar a versão 1\?/);
  await settle(admin);
  await expectNoSeriousA11yViolations(admin, 'contas: confirmation');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expectText(admin, 'Versão 1 da prestação de contas publicada.');

  // Anyone, signed out, reads it with its hash, checked in the browser.
  await page.goto(`/evento/${event.id}/contas`);
  await expectText(page, `Prestação de contas: ${event.name}`);
  await expectText(page, 'Reforma do telhado da igreja matriz');
  await expectText(page, 'Conferido neste navegador');
  const first = await api<{ sha256: string }>('GET', `/events/${event.id}/contas`);
  await expectText(page, first.sha256);
  expect(await page.getByRole('link', { name: 'Comprovante de Aluguel do som' }).count()).toBe(1);
  await expectNoSeriousA11yViolations(page, 'contas: public page');
  await page.evaluate(([key]) => localStorage.setItem(key, 'dark'), [storageKeys.theme] as const);
  await page.reload();
  await expectText(page, 'Conferido neste navegador');
  await expectNoSeriousA11yViolations(page, 'contas: public page, dark');
  await shots(page, 'publico', () => expectText(page, 'Conferido neste navegador'));
  // What "Imprimir / salvar PDF" gives: the print stylesheet, in the light theme, as a PDF file,
  // on the sheets the accounts need (the layout's bottom padding once printed a blank second one).
  await page.evaluate(([key]) => localStorage.setItem(key, 'light'), [storageKeys.theme] as const);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expectText(page, 'Conferido neste navegador');
  await expectPrintedPages(page, 'article.contas', 'contas-v1');

  // A correction: the form starts from version 1 and needs a reason.
  await admin.reload();
  await expect.poll(() => admin.getByLabel('Descrição').inputValue()).toBe('Aluguel do som');
  await admin.getByRole('button', { name: 'Publicar' }).click();
  await expectText(admin, 'Informe o motivo da correção: ele fica público junto com a nova versão.');
  await admin.getByLabel('Motivo da correção').fill('O som foi mais barato que o orçado');
  await admin.getByLabel('Valor', { exact: true }).fill('');
  await typeKeys(admin.getByLabel('Valor', { exact: true }), '250', '250,00');
  await admin.getByRole('button', { name: 'Publicar' }).click();
  await expectText(admin, /Publicar a versão 2\?/);
  await admin.getByRole('dialog').getByRole('button', { name: 'Publicar' }).click();
  await expectText(admin, 'Versão 2 da prestação de contas publicada.');

  await page.reload();
  await expectText(page, 'O som foi mais barato que o orçado');
  await expectText(page, 'Todas as versões');
  await page.getByRole('link', { name: /Versão 1, publicada em/ }).click();
  await expectText(page, 'Esta não é a versão atual. A versão mais recente é a 2.');
  await expectText(page, first.sha256);
  await expectText(page, 'Conferido neste navegador');
  await shots(page, 'versao1', () => expectText(page, 'Esta não é a versão atual'));
});
