import crypto from 'node:crypto';
import { expect } from 'vitest';
import { api, registerViaApi, type Session } from './support/api';
import { test } from './support/fixtures';
import { buyOnline, sellPhysical } from './support/sales';

const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();

/** Sponsors, a physical batch with sales and an affiliate sale, all in a new event of this test. */
async function seedReports(admin: Session, t: string) {
  const event = await api<{ id: number; name: string }>(
    'POST',
    '/events',
    { name: `Relatórios ${t}`, start_date: new Date().toISOString(), rounds_count: 1 },
    admin.token,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento' }, admin.token);
  const paid = await api<{ id: number }>(
    'POST',
    '/admin/sponsors',
    { name: `Mercado ${t}`, amount: 150.25, payment_status: 'pago', payment_method: 'PIX', event_id: event.id },
    admin.token,
  );
  await api('POST', `/admin/sponsors/${paid.id}/numbers`, { numbers: [73] }, admin.token);
  const owing = await api<{ id: number }>(
    'POST',
    '/admin/sponsors',
    { name: `Oficina ${t}`, amount: 80, payment_status: 'pendente', event_id: event.id },
    admin.token,
  );
  await api('POST', `/admin/sponsors/${owing.id}/numbers`, { numbers: [73, 74] }, admin.token);

  await sellPhysical(admin, event.id, `Vendedor ${t}`, `Lote ${t}`, 3, 2);

  const affiliate = await registerViaApi({ name: `Afiliada ${t}` });
  const made = await api<{ code: string }>('PATCH', `/admin/users/${affiliate.user.id}/affiliate`, { is_affiliate: true }, admin.token);
  await buyOnline(2, made.code);
  return { event, affiliateId: affiliate.user.id };
}

test('the three report tabs load the data created through the API', async ({ loginAs }) => {
  const { page, session } = await loginAs('admin');
  const t = tag();
  const { event, affiliateId } = await seedReports(session, t);
  try {
    await page.goto('/admin/relatorios/vendas');
    await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
    const mercado = page.getByRole('row').filter({ hasText: `Mercado ${t}` });
    await expect.poll(() => mercado.textContent()).toContain('R$ 150,25');
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: `Oficina ${t}` })
          .textContent(),
      )
      .toContain('Pendente');

    await page.getByRole('tab', { name: 'Números' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: `Mercado ${t}` })
          .first()
          .textContent(),
      )
      .toMatch(/^73/);
    const box = page.getByRole('listitem').filter({ hasText: /^74$/ });
    await expect.poll(() => box.getAttribute('class')).toMatch(/one-sold|two-or-more-sold/);

    await page.getByRole('tab', { name: 'Vendas de Cartelas' }).click();
    await page.getByLabel('Evento', { exact: true }).selectOption(String(event.id));
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: `Vendedor ${t}` })
          .textContent(),
      )
      .toMatch(new RegExp(`Vendedor ${t}\\s*Lote ${t}\\s*2`));
    await page.getByLabel('Evento', { exact: true }).selectOption('');
    const affiliateRow = page.getByRole('row').filter({ hasText: `Afiliada ${t}` });
    await expect.poll(() => affiliateRow.textContent()).toContain(String(affiliateId));
    expect(await affiliateRow.textContent()).toContain('R$ 20,00');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    expect((await download).suggestedFilename()).toBe('afiliados.xlsx');
  } finally {
    // No active event left behind for the specs after this one.
    await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, session.token);
  }
});
