import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { startedQuinaRound } from './support/quina-round';

// decisions.md §14: the round panel's Vencedores, Quase Vencedores and Top 10 per stage, the stage
// now played first, a won stage with the ball that won it.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo das Etapas ${tag}`, { card_price: 10, rounds_count: 2 });

test('the round panel lists the quina by row while it is played, then the full card first and the quina with its ball', async ({
  loginAs,
}) => {
  const event = ownEvent();
  const { token, round, mine, firstRow: row } = await startedQuinaRound(event);
  // Its first row, stored column by column: numbers 0, 5, 10, 15 and 20; four of them drawn.
  for (const number of row.slice(0, 4)) await api('POST', `/rounds/${round.id}/draw`, { number }, token);

  const { page } = await loginAs('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/eventos/${event.id}/rodadas/${round.id}/sorteio`);
  const stageList = page.getByRole('tablist', { name: 'Etapas da rodada' });
  await stageList.waitFor();
  const stageTabs = stageList.getByRole('tab');
  await expect.poll(() => stageTabs.allInnerTexts(), { timeout: 10_000 }).toEqual(['Quina atual', 'Cartela cheia']);
  const quinaPane = page.getByRole('tabpanel').filter({ has: page.getByText('Prêmio: Cesta básica') });
  await quinaPane.getByRole('tab', { name: /Quase Vencedores/ }).click();
  const near = quinaPane.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${mine!.id}` }) });
  await near.waitFor();
  // Faltam 1: the one number of the row still to come.
  await expect.poll(() => near.innerText(), { timeout: 10_000 }).toContain(String(row[4]));
  for (const theme of ['light', 'dark'] as const) await look(page, theme, 'quina');

  await api('POST', `/rounds/${round.id}/draw`, { number: row[4] }, token);
  // After a network call on a loaded machine: room to arrive.
  await expect.poll(() => stageTabs.allInnerTexts(), { timeout: 15_000 }).toEqual(['Cartela cheia atual', `Quina bola ${row[4]}`]);
  await stageTabs.filter({ hasText: 'Quina' }).click();
  await page.getByText(/^Quina ganha na bola [AJUDE] \d+ — Prêmio: Cesta básica$/).waitFor();
  const wonPane = page.getByRole('tabpanel').filter({ has: page.getByText(/^Quina ganha/) });
  await wonPane.getByRole('rowheader', { name: `#${mine!.id}` }).waitFor();
  // The quina is over: its winners only.
  await expect.poll(() => wonPane.getByRole('tab', { name: /Quase Vencedores/ }).count()).toBe(0);
  for (const theme of ['light', 'dark'] as const) await look(page, theme, 'quina-won');
  await api('POST', `/rounds/${round.id}/finish`, undefined, token);
});

/** The panel in a theme: no serious accessibility problem, and a screenshot to look at. */
async function look(page: Page, theme: 'light' | 'dark', name: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), theme);
  await settle(page);
  await expectNoSeriousA11yViolations(page, `Painel, resultados por etapa (${name}, ${theme})`);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/stage-results-${name}-${theme}.png`, fullPage: true });
}
