import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { api, type Session } from './support/api';
import { test } from './support/fixtures';
import { buyOnline, sellPhysical } from './support/sales';

// docs/decisions/017: the charts on the organiser's home and in Relatórios, with their tables, against a
// night made through the API: 2 cards online (R$ 20,00), 3 physical (R$ 30,00: Ana 2, Beto 1)
// and a sponsor who paid R$ 150,25, all today.
const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();
const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' }).format(new Date());

async function seedNight(admin: Session, t: string) {
  const event = await api<{ id: number }>(
    'POST',
    '/events',
    { name: `Gráficos ${t}`, start_date: new Date().toISOString(), rounds_count: 1, card_price: 10 },
    admin.token,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento', finish_running: true }, admin.token);
  await api(
    'POST',
    '/admin/sponsors',
    { name: `Mercado ${t}`, amount: 150.25, payment_status: 'pago', payment_method: 'PIX', event_id: event.id },
    admin.token,
  );
  await sellPhysical(admin, event.id, `Ana ${t}`, `Lote A ${t}`, 3, 2);
  await sellPhysical(admin, event.id, `Beto ${t}`, `Lote B ${t}`, 2, 1);
  await buyOnline(2);
  return event;
}

/** The chart titled `title`: its canvas drawn, and its table (opened) with these rows' text. */
async function expectChart(page: Page, title: string, rows: RegExp[]) {
  const card = page.locator('.data-chart').filter({ has: page.getByRole('heading', { name: title }) });
  await card.locator('canvas').waitFor();
  // chart.js sizes the canvas once drawn: a canvas with no width would be an empty box.
  expect(await card.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
  await card.getByText('Ver tabela').click();
  const table = card.getByRole('table', { name: title });
  for (const row of rows) await expect.poll(() => table.getByRole('row').filter({ hasText: row }).count()).toBe(1);
}

const MONEY = [/Vendas online \(líquido\)\s*R\$ 20,00/, /Vendas físicas\s*R\$ 30,00/, /Patrocínios recebidos\s*R\$ 150,25/];
const DAYS = [new RegExp(`^${today}\\s*2\\s*3\\s*5$`)];

test('the home and Relatórios chart the night, each chart with its table, in light and dark', async ({ loginAs }) => {
  const { session } = await loginAs('admin');
  const t = tag();
  const event = await seedNight(session, t);
  const SELLERS = [new RegExp(`^Ana ${t}\\s*2$`), new RegExp(`^Beto ${t}\\s*1$`)];
  try {
    for (const theme of ['light', 'dark']) {
      const { page } = await loginAs('admin', { localStorage: { theme } });
      await page.goto('/admin');
      await expectChart(page, 'De onde veio o dinheiro', MONEY);
      await expectChart(page, 'Cartelas vendidas por dia', DAYS);
      await settle(page);
      await expectNoSeriousA11yViolations(page, `Início com gráficos (${theme})`);

      await page.goto('/admin/relatorios/vendas?aba=vendas');
      await page.getByLabel('Evento', { exact: true }).selectOption(String(event.id));
      await expectChart(page, 'Cartelas vendidas por dia', DAYS);
      await expectNoSeriousA11yViolations(page, `Relatórios, Vendas com gráfico (${theme})`);
      await page.getByRole('tab', { name: 'Acerto de Vendedores' }).click();
      await expectChart(page, 'Cartelas vendidas por vendedor', SELLERS);
      await expectNoSeriousA11yViolations(page, `Relatórios, Acerto com gráfico (${theme})`);
      await page.getByRole('tab', { name: 'Resumo do Evento' }).click();
      await expectChart(page, 'De onde veio o dinheiro', MONEY);
      await settle(page);
      await expectNoSeriousA11yViolations(page, `Relatórios, Resumo com gráfico (${theme})`);
    }
  } finally {
    // No active event left behind for the specs after this one.
    await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, session.token);
  }
});
