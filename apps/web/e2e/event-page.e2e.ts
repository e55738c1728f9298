import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { api } from './support/api';
import { baseURL, test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { expectPrintedPages } from './support/print';
import { scanQr } from './support/qr';
import { expectPath, expectText } from './support/ui';

// decisions.md §15: one public page per event, /evento/{id}, for anyone: the thermometer, the rounds with
// their prizes and winners (first name and initial), the regulamento, the Foguetinho; the telão shows
// its QR between rounds, not while a round runs.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo da Página ${tag}`, { card_price: 10, rounds_count: 2 });
const SHOTS = process.env.E2E_SHOTS;
const THEMES = ['light', 'dark'] as const;
const BUYER = { full_name: 'Joana Pereira Lima', contact: '(81) 99876-5432', address: 'Rua das Flores, 12' };

interface RecordCards {
  sets: { cards: { id: number; numbers: number[] }[] }[];
}

/** The night so far, through the API: goal, regulamento, 3 paper cards sold, round 1 played to a full card, round 2 waiting, one Foguetinho spin. */
async function nightSoFar(event: { id: number; name: string; adminToken: string }) {
  const token = event.adminToken;
  const me = await api<{ id: number }>('GET', '/auth/me', undefined, token);
  const start_date = new Date().toISOString();
  await api(
    'PATCH',
    `/events/${event.id}`,
    { name: event.name, start_date, rounds_count: 2, meta_arrecadacao: 100, meta_visivel: true },
    token,
  );
  await api(
    'PUT',
    `/events/${event.id}/regulamento`,
    {
      entidade: 'Paróquia São José',
      cnpj: '11.222.333/0001-81',
      finalidade: 'Reforma do telhado da igreja matriz',
      contato: '(11) 3333-4444',
      vendas_inicio: '2026-12-01',
      vendas_fim: '2026-12-20',
      prazo_retirada: '30 dias após o sorteio, na secretaria',
    },
    token,
  );
  const lote = `Lote Página ${tag}`;
  await api('POST', '/card-batches', { name: lote, user_id: me.id, amount: 3, event_id: event.id }, token);
  const cards = await api<{ items: { id: number }[] }>('GET', `/cards/all?lote=${encodeURIComponent(lote)}&limit=10`, undefined, token);
  for (const card of cards.items) {
    await api('POST', '/physical-sales', { card_id: card.id, user_id: me.id }, token);
    await api('PUT', `/cards/${card.id}`, BUYER, token);
  }
  const stages = [
    { kind: 'quina', prize: 'Panela de pressão' },
    { kind: 'cartela_cheia', prize: 'Cesta de Natal' },
  ];
  const first = await api<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Cesta de Natal', stages }, token);
  const second = await api<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Bicicleta' }, token);
  await api('POST', `/rounds/${first.id}/start`, undefined, token);
  const { sets } = await api<RecordCards>('GET', `/rounds/${first.id}/record/cards`);
  const winner = sets[0]!.cards[0]!;
  for (const n of winner.numbers) await api('POST', `/rounds/${first.id}/draw`, { number: n }, token);
  await api('POST', `/rounds/${first.id}/finish`, undefined, token);
  const spin = await api<{ number: number }>('POST', `/events/${event.id}/foguetinho`, { min: 1, max: 50 }, token);
  return { first, second, winner, spin };
}

/** For a person to look at: E2E_SHOTS=<folder> keeps the page at 390 and 1280 px in both themes, and on paper. */
async function shots(page: Page, name: string, ready: () => Promise<unknown>, { print = false } = {}): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const theme of THEMES) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
      await page.reload();
      await ready();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  if (!print) return;
  await page.evaluate(([key]) => localStorage.setItem(key, 'light'), [storageKeys.theme] as const);
  await page.reload();
  await ready();
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${SHOTS}/evento-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

test('a visitor reads the event’s page signed out, and the telão shows its QR only between rounds', async ({ page, loginAs }) => {
  const event = ownEvent();
  const { first, second, winner, spin } = await nightSoFar(event);

  await page.goto(`/evento/${event.id}`);
  await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
  const buy = page.getByRole('link', { name: 'Comprar cartelas' });
  expect(await buy.getAttribute('href')).toBe(`/comprar?evento=${event.id}`);
  // Three paper cards of R$ 10 against a goal of R$ 100.
  await page.getByRole('region', { name: 'Meta de arrecadação' }).getByText('R$ 30 de R$ 100 — 30%').waitFor();
  await expectText(page, 'Quina: Panela de pressão');
  await expectText(page, 'Cartela cheia: Cesta de Natal');
  // The full card is the card whose numbers were drawn; the quina went to whichever card closed a row first.
  await page.getByText(`Cartela #${winner.id} — Joana L.`).first().waitFor();
  expect(await page.getByText(/^Cartela #\d+ — Joana L\.$/).count()).toBeGreaterThanOrEqual(2);
  await expectText(page, 'Ainda não sorteada.');
  await expectText(page, 'Paróquia São José · CNPJ 11.222.333/0001-81');
  await expectText(page, `nº ${spin.number} (de 1 a 50)`);
  expect(await page.getByRole('link', { name: 'Ler o regulamento completo (versão 1)' }).getAttribute('href')).toBe(
    `/evento/${event.id}/regulamento`,
  );
  // The accounts are not published yet: said, not linked.
  await expectText(page, 'A prestação de contas é publicada pela organização depois do fim do evento.');
  expect(await page.getByRole('link', { name: 'Prestação de contas' }).count()).toBe(0);
  // A round not started has no record yet; the played one links to it.
  expect(await page.getByRole('link', { name: 'Registro público da rodada 2' }).count()).toBe(0);
  // Nothing of the buyer but the first name and initial.
  const text = await page.locator('main').innerText();
  for (const secret of ['Pereira', 'Lima', '99876', 'Rua das Flores']) expect(text).not.toContain(secret);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const theme of THEMES) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
    await page.reload();
    await page.getByText('Panela de pressão').waitFor();
    await settle(page, { fadeMs: 0 });
    await expectNoSeriousA11yViolations(page, `Página do evento (${theme})`);
  }
  await shots(page, 'evento', () => page.getByText('Panela de pressão').waitFor(), { print: true });
  // On paper, in the light theme: the sheets the page needs, and no blank one after them.
  await page.evaluate(([key]) => localStorage.setItem(key, 'light'), [storageKeys.theme] as const);
  await page.reload();
  await page.getByText('Panela de pressão').waitFor();
  await expectPrintedPages(page, 'article.event-page', 'evento');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Registro público da rodada 1' }).click();
  await expectPath(page, `/rodada/${first.id}/registro`);
  await page.goto('/evento/999999999');
  await expectText(page, 'Evento não encontrado.');

  // The organiser finds the address to share in the events list.
  const { page: screen } = await loginAs('admin');
  await screen.goto('/admin/eventos');
  const publicPage = screen.getByRole('link', { name: `Página pública de ${event.name}` });
  await publicPage.waitFor();
  await shots(screen, 'admin-eventos', () => publicPage.waitFor());
  await publicPage.click();
  await expectPath(screen, `/evento/${event.id}`);

  // The telão between rounds: the page's QR in the corner, read as a phone would.
  await screen.setViewportSize({ width: 1920, height: 1080 });
  await screen.goto(`/admin/telao/${event.id}`);
  const qr = screen.locator('figure').filter({ hasText: 'Página do evento' });
  await qr.waitFor();
  await expectText(screen, 'Resultados, regulamento e prestação de contas');
  await expect.poll(() => scanQr(qr.locator('svg'))).toEqual([`${baseURL()}/evento/${event.id}`]);
  const box = (await qr.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1920);
  expect(box.y + box.height).toBeLessThan(1080 / 2);
  for (const theme of THEMES) {
    await screen.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
    await screen.reload();
    await qr.waitFor();
    await settle(screen, { fadeMs: 0 });
    await expectNoSeriousA11yViolations(screen, `Telão entre rodadas (${theme})`);
    if (SHOTS) await screen.screenshot({ path: `${SHOTS}/telao-entre-rodadas-1920-${theme}.png` });
  }

  // A round running: the corner is the draw's progress again, the page's QR is gone.
  await api('POST', `/rounds/${second.id}/start`, undefined, event.adminToken);
  await qr.waitFor({ state: 'detached' });
  await expectText(screen, 'Acompanhe no celular');
  if (SHOTS) await screen.screenshot({ path: `${SHOTS}/telao-rodada-1920.png` });
});
