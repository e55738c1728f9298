import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { A11yReport, settle } from './support/a11y';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';

// decisions.md §6: with a night running and next month's bingo already on sale, a buyer on a phone
// (390 px) picks next month's on /comprar, pays, and finds those cards on that event's Sorteio,
// which offers the running night too.
const PHONE = { width: 390, height: 844 };
const running = ownRunningEvent('Quermesse E2E de Novembro', { card_price: 10 });

test('a buyer on a phone picks the scheduled event on /comprar, pays for its cards and moves between the events on Sorteio', async ({
  loginAs,
}) => {
  const { adminToken } = running();
  const inMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
  const next = await api<{ id: number; name: string }>(
    'POST',
    '/events',
    { name: 'Bingo E2E de Natal', start_date: inMonth, rounds_count: 1, card_price: 7.5 },
    adminToken,
  );
  // Tonight's round is being drawn: its Sorteio shows the buyer's (no) cards.
  const round = await api<{ id: number }>('POST', `/events/${running().id}/rounds`, { prize: 'Cesta de Natal' }, adminToken);
  await api('POST', `/rounds/${round.id}/start`, undefined, adminToken);
  try {
    const { page, session } = await loginAs('buyer', { localStorage: { [storageKeys.theme]: 'dark' } });
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const axe = new A11yReport();

    await page.goto('/comprar?quantidade=2');
    const choice = page.getByRole('group', { name: 'Evento' });
    await choice.getByRole('radio', { name: /Quermesse E2E de Novembro/ }).waitFor();
    expect(await choice.getByRole('radio', { name: /Quermesse E2E de Novembro/ }).isChecked()).toBe(true);
    await choice.getByText('Bingo E2E de Natal').click();
    await page.getByText('R$ 15,00', { exact: true }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('evento')).toBe(String(next.id));
    await settle(page, { fadeMs: 0 });
    await axe.check(page, '/comprar with two events (dark, 390 px)');

    await page.getByLabel('CPF').pressSequentially('52998224725');
    await page.getByLabel('Telefone').pressSequentially('11987654321');
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await page.waitForURL(/\/fake-checkout\/[\w-]+$/);
    await page.getByText('Bingo E2E de Natal').first().waitFor();
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByRole('heading', { name: 'Pagamento aprovado!' }).waitFor({ timeout: 20_000 });

    const mine = await api<{ event_id: number }[]>('GET', `/cards?event_id=${next.id}`, undefined, session.token);
    expect(mine).toHaveLength(2);
    expect(await api<unknown[]>('GET', `/cards?event_id=${running().id}`, undefined, session.token)).toHaveLength(0);

    // Sorteio of next month's bingo shows the two cards and offers tonight's night.
    await page.goto(`/verificacao/${next.id}`);
    await page.getByRole('heading', { name: 'Bingo E2E de Natal', level: 1 }).waitFor();
    const switcher = page.getByLabel('Acompanhar outro evento');
    await switcher.waitFor();
    await settle(page, { fadeMs: 0 });
    await axe.check(page, 'Sorteio with two events (dark, 390 px)');
    await switcher.selectOption(String(running().id));
    await page.getByRole('heading', { name: 'Quermesse E2E de Novembro', level: 1 }).waitFor();
    await page.getByText('Você não tem cartelas neste evento.').waitFor();
    // Its 'Comprar cartelas' opens /comprar on that event.
    await page.getByRole('link', { name: 'Comprar cartelas' }).click();
    await page.getByText('R$ 10,00', { exact: true }).first().waitFor();
    expect(await choice.getByRole('radio', { name: /Quermesse E2E de Novembro/ }).isChecked()).toBe(true);
    expect(axe.list, axe.list.join('\n\n')).toEqual([]);
  } finally {
    await api('PATCH', `/events/${next.id}/status`, { status: 'finalizado' }, adminToken).catch(() => {});
  }
});
