import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { expectText, typeKeys } from './support/ui';

/** A valid 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP40MPwHwAGaAJ8f4IDcQAAAABJRU5ErkJggg==', 'base64');
const UNSUPPORTED = 'Formato de imagem não suportado. Envie um arquivo PNG, JPEG, WebP ou GIF.';

/** Whether an <img> really loaded (a broken URL leaves naturalWidth at 0). */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('an admin registers a sponsor with a logo and numbers in one event, and copies it into the next', async ({ loginAs }) => {
  const { page, session } = await loginAs('admin');
  const t = crypto.randomBytes(3).toString('hex');
  const name = `Padaria E2E ${t}`;
  const event = (label: string, days: number) =>
    api<{ id: number; name: string }>(
      'POST',
      '/events',
      { name: `${label} ${t}`, start_date: new Date(Date.now() + days * 24 * 3600 * 1000).toISOString(), rounds_count: 1 },
      session.token,
    );
  const june = await event('Noite de Junho', 1);
  const july = await event('Noite de Julho', 30);
  try {
    await page.goto('/admin/patrocinadores');
    const eventSelect = page.getByLabel('Evento', { exact: true });
    await eventSelect.selectOption(String(june.id));
    await page.getByRole('button', { name: 'Novo Patrocinador' }).click();

    const form = page.getByRole('dialog', { name: 'Cadastro / Edição de Patrocinador' });
    await form.getByLabel('Nome').fill(name);
    await typeKeys(form.getByLabel('Valor do Patrocínio'), '250,75');
    await form.getByLabel('Forma de Pagamento').selectOption('PIX');
    await form.getByLabel('Status do Pagamento').selectOption('pago');
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
    await page.keyboard.press('Escape');

    // July is another night: none of June's sponsors, and 25 unsponsored on its map.
    await eventSelect.selectOption(String(july.id));
    await page.getByText('Nenhum patrocinador encontrado.').waitFor();
    await page.getByLabel('Número 25: sem patrocinador').waitFor();

    // Copied from June after the confirmation: value and numbers come, the payment starts over.
    await page.getByRole('button', { name: 'Copiar patrocinadores de outro evento' }).click();
    const copy = page.getByRole('dialog', { name: 'Copiar patrocinadores de outro evento' });
    await copy.getByLabel('Copiar de').selectOption(String(june.id));
    await copy.getByText(`Copiar os patrocinadores de ${june.name} (1 patrocinador) para ${july.name}?`).waitFor();
    await copy.getByRole('button', { name: 'Copiar' }).click();
    await expectText(page, '1 patrocinador copiado.');
    const copied = page.getByRole('row').filter({ hasText: name });
    await copied.getByText('10, 25').waitFor();
    await expect.poll(() => copied.textContent()).toContain('R$ 250,75');
    expect(await copied.textContent()).toContain('Pendente');
    await page.getByLabel('Número 25: 1 patrocinador').waitFor();

    // What the big screens will get: each night's own sponsorship, with a logo URL that serves a PNG.
    const list = async (eventId: number) =>
      (
        await api<{ items: { name: string; numbers: number[]; logo_url: string | null; payment_status: string }[] }>(
          'GET',
          `/admin/sponsors?event_id=${eventId}&name=${encodeURIComponent(name)}`,
          undefined,
          session.token,
        )
      ).items;
    expect(await list(june.id)).toEqual([
      expect.objectContaining({ name, numbers: [10, 25], payment_status: 'pago', logo_url: expect.stringMatching(/^\/uploads\/.+\.png$/) }),
    ]);
    expect(await list(july.id)).toEqual([expect.objectContaining({ name, numbers: [10, 25], payment_status: 'pendente' })]);
  } finally {
    // June's sponsor paid: its sponsorship is set back to pending so that the test's nights can go.
    for (const s of await api<{ items: { id: number }[] }>('GET', `/admin/sponsors?event_id=${june.id}`, undefined, session.token).then(
      (r) => r.items,
    ))
      await api('PATCH', `/admin/sponsors/${s.id}`, { payment_status: 'pendente' }, session.token);
    for (const e of [june, july]) await api('DELETE', `/events/${e.id}`, undefined, session.token).catch(() => {});
  }
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
