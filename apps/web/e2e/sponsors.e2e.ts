import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { expectText } from './support/ui';

/** A valid 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP40MPwHwAGaAJ8f4IDcQAAAABJRU5ErkJggg==', 'base64');
const UNSUPPORTED = 'Formato de imagem não suportado. Envie um arquivo PNG, JPEG, WebP ou GIF.';

/** Whether an <img> really loaded (a broken URL leaves naturalWidth at 0). */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('an admin registers a sponsor with a logo and numbers through the screens', async ({ loginAs }) => {
  const { page, session } = await loginAs('admin');
  const name = `Padaria E2E ${crypto.randomBytes(3).toString('hex')}`;
  await page.goto('/admin/patrocinadores');
  await page.getByRole('button', { name: 'Novo Patrocinador' }).click();

  const form = page.getByRole('dialog', { name: 'Cadastro / Edição de Patrocinador' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Valor do Patrocínio').pressSequentially('250,75');
  await form.getByLabel('Forma de Pagamento').selectOption('PIX');
  await form.getByLabel('Imagem', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await form.getByAltText('Pré-visualização do logotipo').waitFor();
  await expect.poll(() => loaded(page, '.modal img.sponsor-logo-preview'), { message: 'logo preview loaded' }).toBe(true);
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expectText(page, 'Patrocinador Cadastrado');

  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByText('Nenhum').waitFor();
  await expect.poll(() => row.textContent()).toContain('R$ 250,75');

  await page.getByRole('button', { name: `Editar Números de ${name}` }).click();
  const numbers = page.getByRole('dialog', { name: 'Editar Números do Patrocinador' });
  for (const n of ['10', '25']) {
    await numbers.getByRole('button', { name: n, exact: true }).click();
    await expect.poll(() => numbers.getByRole('button', { name: n, exact: true }).getAttribute('aria-pressed')).toBe('true');
  }
  await numbers.getByRole('button', { name: 'Concluir' }).click();
  await row.getByText('10, 25').waitFor();
  await page.getByLabel('Número 25: 1 patrocinador').waitFor();

  await page.getByRole('button', { name: `Preview de ${name}` }).click();
  await page.getByRole('dialog', { name: 'Imagem do Patrocinador' }).getByAltText(`Logotipo de ${name}`).waitFor();
  await expect.poll(() => loaded(page, '.modal img.sponsor-logo-large'), { message: 'logo in the preview loaded' }).toBe(true);

  // What the big screen will get: the sponsor with its numbers and a logo URL that serves a PNG.
  const list = await api<{ items: { name: string; numbers: number[]; logo_url: string | null }[] }>(
    'GET',
    `/admin/sponsors?name=${encodeURIComponent(name)}`,
    undefined,
    session.token,
  );
  expect(list.items).toHaveLength(1);
  expect(list.items[0]).toMatchObject({ name, numbers: [10, 25], logo_url: expect.stringMatching(/^\/uploads\/.+\.png$/) });
});

test("the gallery refuses a file that is not an image, with the server's message, and keeps nothing", async ({ loginAs }) => {
  const { page, session } = await loginAs('admin');
  const before = await api<unknown[]>('GET', '/admin/images', undefined, session.token);
  await page.goto('/admin/imagens');
  await page.getByRole('heading', { name: 'Galeria' }).waitFor();

  await page
    .getByLabel('Imagem', { exact: true })
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('só texto, com nome de imagem') });
  await page.getByRole('button', { name: 'Enviar imagem' }).click();
  await expectText(page, UNSUPPORTED);
  expect(await api<unknown[]>('GET', '/admin/images', undefined, session.token)).toHaveLength(before.length);

  await page.getByLabel('Imagem', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Texto alternativo').fill('Logo de teste e2e');
  await page.getByRole('button', { name: 'Enviar imagem' }).click();
  await page.getByRole('img', { name: 'Logo de teste e2e' }).waitFor();
  await expect.poll(() => loaded(page, 'img[alt="Logo de teste e2e"]'), { message: 'gallery image loaded' }).toBe(true);
});
