import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { api, type Session } from './support/api';
import { test } from './support/fixtures';

// docs/decisions/015: the public record of a round, read and checked signed out, on a phone and a desktop,
// in both themes; an answer with one entry changed is caught and that entry named.
const SHOTS = process.env.RECORD_SHOTS_DIR;
const THEMES = ['light', 'dark'] as const;

interface RecordCards {
  sets: { seq: number; cards: { id: number; numbers: number[] }[] }[];
}

/** A finished round made through the API: 3 physical cards sold, one of them completed, one ball removed with a reason. */
async function playRound(admin: Session) {
  const t = crypto.randomBytes(3).toString('hex').toUpperCase();
  const event = await api<{ id: number }>(
    'POST',
    '/events',
    { name: `Bingo do Registro ${t}`, start_date: new Date().toISOString(), rounds_count: 1, card_price: 10 },
    admin.token,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento', finish_running: true }, admin.token);
  await api('POST', '/card-batches', { name: `Lote ${t}`, user_id: admin.user.id, amount: 3, event_id: event.id }, admin.token);
  const cards = await api<{ items: { id: number }[] }>(
    'GET',
    `/cards/all?lote=${encodeURIComponent(`Lote ${t}`)}&limit=10`,
    undefined,
    admin.token,
  );
  for (const card of cards.items) {
    await api('POST', '/physical-sales', { card_id: card.id, user_id: admin.user.id }, admin.token);
    await api(
      'PUT',
      `/cards/${card.id}`,
      { full_name: 'Joana Pereira Lima', contact: '(81) 99876-5432', address: 'Rua das Flores, 12' },
      admin.token,
    );
  }
  const round = await api<{ id: number; number: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Cesta de Natal' }, admin.token);
  await api('POST', `/rounds/${round.id}/start`, undefined, admin.token);
  const { sets } = await api<RecordCards>('GET', `/rounds/${round.id}/record/cards`);
  const winner = sets[0]!.cards[0]!;
  const stray = Array.from({ length: 75 }, (_, i) => i + 1).find((n) => !winner.numbers.includes(n))!;
  const wrong = await api<{ id: number }>('POST', `/rounds/${round.id}/draw`, { number: stray }, admin.token);
  await api(
    'DELETE',
    `/rounds/${round.id}/drawn-numbers/${wrong.id}`,
    { reason: 'Bola caiu no chão e foi cantada por engano' },
    admin.token,
  );
  for (const n of winner.numbers) await api('POST', `/rounds/${round.id}/draw`, { number: n }, admin.token);
  await api('POST', `/rounds/${round.id}/finish`, undefined, admin.token);
  await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, admin.token);
  return { eventId: event.id, round, winner, loser: sets[0]!.cards[1]! };
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('anyone checks a finished round: balls, removal and reason, winner, "Registro íntegro"; a changed entry is named', async ({
  loginAs,
  newBrowserContext,
}) => {
  const { session: admin, page: adminPage } = await loginAs('admin');
  const { eventId, round, winner, loser } = await playRound(admin);
  const url = `/rodada/${round.id}/registro`;

  // The telão, once the round is over, writes the record's address out for the hall.
  await adminPage.setViewportSize({ width: 1280, height: 720 });
  await adminPage.goto(`/admin/telao/${eventId}`);
  await adminPage.getByRole('link', { name: `Registro público da rodada ${round.number}` }).waitFor();
  await adminPage.getByText(new RegExp(`/rodada/${round.id}/registro$`)).waitFor();
  await shot(adminPage, 'telao-finished-1280');

  for (const theme of THEMES) {
    for (const width of [390, 1280]) {
      const context = await newBrowserContext({ localStorage: { [storageKeys.theme]: theme } });
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: `Registro público da rodada ${round.number}` }).waitFor();
      await page.getByText(`Cartela #${winner.id} — Joana L.`).waitFor();
      expect(await page.content()).not.toContain('Pereira');
      await page.getByText('Bola caiu no chão e foi cantada por engano').first().waitFor();
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.getByText('Registro íntegro').waitFor();
      // No horizontal scroll on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page, `Registro público (${theme}, ${width} px)`);
      await shot(page, `record-verified-${theme}-${width}`);
      await context.close();
    }
  }

  // A buyer's card lookup.
  const page = await (await newBrowserContext()).newPage();
  await page.goto(url);
  await page.getByLabel('Número da cartela').fill(String(loser.id));
  await page.getByRole('button', { name: 'Consultar' }).click();
  await page
    .getByText(new RegExp(`^A cartela #${loser.id} estava em jogo \\(desde o início\\) e faltavam \\d+ bolas? no fim\\.$`))
    .waitFor();

  // The same answer with ball 4's number changed, as a database edit would serve it.
  for (const theme of THEMES) {
    for (const width of [390, 1280]) {
      const context = await newBrowserContext({ localStorage: { [storageKeys.theme]: theme } });
      const tampered = await context.newPage();
      await tampered.setViewportSize({ width, height: 900 });
      await tampered.emulateMedia({ reducedMotion: 'reduce' });
      await tampered.route(`**/api/rounds/${round.id}/record`, async (route) => {
        const body = await (await route.fetch()).json();
        body.entries[4].data = { number: body.entries[4].data.number === 1 ? 2 : 1 };
        await route.fulfill({ json: body });
      });
      await tampered.goto(url);
      await tampered.getByRole('button', { name: 'Verificar' }).click();
      await tampered.getByText('Registro adulterado').waitFor();
      await tampered.getByText(/Registro 5: o conteúdo não confere com o hash gravado/).waitFor();
      await expectNoSeriousA11yViolations(tampered, `Registro adulterado (${theme}, ${width} px)`);
      await shot(tampered, `record-tampered-${theme}-${width}`);
      await context.close();
    }
  }
});
