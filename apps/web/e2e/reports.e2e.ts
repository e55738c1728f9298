import crypto from 'node:crypto';
import { expect } from 'vitest';
import { api, registerViaApi, loginViaApi, type Session } from './support/api';
import { test } from './support/fixtures';

const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();

/** A card sold online through the fake provider, credited to an affiliate (as a buyer's browser would do). */
async function buyThroughAffiliate(code: string) {
  const buyer = await registerViaApi();
  const { token, user } = await loginViaApi(buyer.email, buyer.password);
  const phone = { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } };
  const link = await api<{ url: string }>(
    'POST',
    '/pagarme/payment-link',
    {
      customer: { name: buyer.name, email: buyer.email, type: 'individual', document: '529.982.247-25', phones: phone },
      metadata: {
        user_id: user.id,
        quantidade: 2,
        full_name: buyer.name,
        email_contact: buyer.email,
        phone_number: '(11) 98765-4321',
        affiliate_code: code,
      },
      quantidade: 2,
    },
    token,
  );
  const paid = await fetch(link.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'acao=aprovar',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

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

  const seller = await registerViaApi({ name: `Vendedor ${t}` });
  await api('POST', '/card-batches', { name: `Lote ${t}`, user_id: seller.user.id, amount: 3, event_id: event.id }, admin.token);
  const cards = await api<{ items: { id: number }[] }>(
    'GET',
    `/cards/all?lote=${encodeURIComponent(`Lote ${t}`)}&limit=10`,
    undefined,
    admin.token,
  );
  for (const card of cards.items.slice(0, 2))
    await api('POST', '/physical-sales', { card_id: card.id, user_id: seller.user.id }, admin.token);

  const affiliate = await registerViaApi({ name: `Afiliada ${t}` });
  const made = await api<{ code: string }>('PATCH', `/admin/users/${affiliate.user.id}/affiliate`, { is_affiliate: true }, admin.token);
  await buyThroughAffiliate(made.code);
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
