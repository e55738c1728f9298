import crypto from 'node:crypto';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { api, loginViaApi, registerViaApi } from './support/api';
import { test } from './support/fixtures';

// decisions.md §14: once a night is finished its sales are frozen; the treasurer corrects one only
// with a reason, which the seller's settlement shows to both of them.
const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();

test('a finished night: a sale is corrected only with its reason, shown in Acerto de Vendedores and in Minhas Vendas', async ({
  loginAs,
  newBrowserContext,
}) => {
  const { page, session } = await loginAs('admin');
  const t = tag();
  const event = await api<{ id: number }>(
    'POST',
    '/events',
    { name: `Noite ${t}`, start_date: new Date().toISOString(), rounds_count: 1, card_price: 10 },
    session.token,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento', finish_running: true }, session.token);
  const seller = await registerViaApi({ name: `Vendedora ${t}` });
  await api('POST', '/card-batches', { name: `Lote ${t}`, user_id: seller.user.id, amount: 2, event_id: event.id }, session.token);
  const cards = await api<{ items: { id: number }[] }>(
    'GET',
    `/cards/all?lote=${encodeURIComponent(`Lote ${t}`)}`,
    undefined,
    session.token,
  );
  const cardId = cards.items[0]!.id;
  await api('POST', '/physical-sales', { card_id: cardId, user_id: seller.user.id }, session.token);
  await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, session.token);

  await page.goto('/admin/relatorios/vendas');
  await page.getByRole('tab', { name: 'Acerto de Vendedores' }).click();
  await page.getByLabel('Evento', { exact: true }).selectOption(String(event.id));
  const row = page.getByRole('row').filter({ hasText: `Vendedora ${t}` });
  await row.getByRole('button', { name: /Vendas/ }).click();
  const dialog = page.getByRole('dialog', { name: `Vendas de Vendedora ${t}` });
  await dialog.getByText(/as vendas estão fechadas/).waitFor();
  await dialog.getByRole('button', { name: `Alterar o valor da cartela #${cardId}` }).click();
  await dialog.getByLabel(`Valor da cartela #${cardId}`).fill('8,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog
    .getByText(/informe o motivo da correção/)
    .first()
    .waitFor();
  await expectNoSeriousA11yViolations(page, 'Vendas de um evento finalizado, motivo pedido');
  await dialog.getByLabel('Motivo da correção').fill('Desconto dado na porta');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Valor da venda alterado.').first().waitFor();

  const kept = dialog.getByTestId('sale-corrections');
  await expect.poll(() => kept.textContent()).toContain('Valor: R$ 10,00 → R$ 8,00');
  expect(await kept.textContent()).toContain('Motivo: Desconto dado na porta');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect.poll(() => row.textContent()).toContain('1 correção');

  const sellerPage = await (await newBrowserContext({ session: await loginViaApi(seller.email, seller.password) })).newPage();
  await sellerPage.goto(`/vendedor`);
  const mine = sellerPage.getByTestId('sale-corrections');
  await expect.poll(() => mine.textContent()).toContain('Valor: R$ 10,00 → R$ 8,00');
  expect(await mine.textContent()).toContain('Motivo: Desconto dado na porta');
  expect(await sellerPage.getByTestId('seller-owed').textContent()).toBe('R$ 8,00');
  expect(await sellerPage.getByRole('button', { name: 'Desfazer' }).count()).toBe(0);
});
