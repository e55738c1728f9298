import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { A11yReport, settle } from './support/a11y';
import { api, loginViaApi, type Session } from './support/api';
import { test } from './support/fixtures';
import { closeEvent, resultsTab, startRound, type Round } from './support/live-round';
import { liveFixture, run } from './support/provided';
import { uploadPng } from './support/uploads';

// Accessibility of the screens that need a running round: Painel da Rodada (each results tab, a
// card checked, the remove-ball confirmation), Telão with balls and sponsor logos (and its colour
// dialog), the buyer's Verificação with marked cards, and Foguetinho after a draw. Both themes, at
// the width each is used at: projected (Telão, Foguetinho), the buyer's phone, and the round panel
// on a laptop and on a phone.
//
// One round for the whole file: the fixture buyer's first card complete (a winner), the second one
// ball away (an almost winner), and last a ball that two sponsors hold, so the big screen shows
// their logos. The event is closed again afterwards, as the other specs expect.

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const PHONE = { width: 390, height: 844 };

let admin: Session;
let round: Round;
const sponsorIds: number[] = [];
let checkedCardId = 0;

beforeAll(async () => {
  const fixture = liveFixture();
  admin = await loginViaApi(run().admin.email, run().admin.password);
  const buyer = await loginViaApi(fixture.buyer.email, fixture.buyer.password);
  const [winner, almost] = await api<{ id: number; numbers: number[] }[]>(
    'GET',
    `/cards?event_id=${fixture.eventId}`,
    undefined,
    buyer.token,
  );
  if (!winner || !almost) throw new Error('the fixture buyer needs two cards');
  const missing = almost.numbers.find((n) => !winner.numbers.includes(n));
  const balls = [...new Set([...winner.numbers, ...almost.numbers.filter((n) => n !== missing)])];
  const sponsorBall = Array.from({ length: 75 }, (_, i) => i + 1).find((n) => !balls.includes(n) && n !== missing)!;
  for (const name of ['Padaria Acessível', 'Mercado Acessível']) {
    const sponsor = await api<{ id: number }>(
      'POST',
      '/admin/sponsors',
      { name, image_id: await uploadPng(admin.token, name), event_id: fixture.eventId },
      admin.token,
    );
    await api('POST', `/admin/sponsors/${sponsor.id}/numbers`, { numbers: [sponsorBall] }, admin.token);
    sponsorIds.push(sponsor.id);
  }
  round = await startRound(admin.token, 'Cesta Acessível');
  for (const n of [...balls, sponsorBall]) await api('POST', `/rounds/${round.id}/draw`, { number: n }, admin.token);
  checkedCardId = almost.id;
});

afterAll(async () => {
  if (round) await closeEvent(admin.token, round);
  for (const id of sponsorIds) await api('DELETE', `/admin/sponsors/${id}`, undefined, admin.token).catch(() => {});
});

/** No fades to wait for (Bootstrap honours reduced motion): axe measures the final colours at once. */
async function prepared(page: Page): Promise<Page> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}
const themed = (theme: Theme) => ({ localStorage: { [storageKeys.theme]: theme } });
const NO_FADES = { fadeMs: 0 };

/** Opens a results tab of the round panel and checks its panel (the page around it is checked once). */
async function checkResultsTab(page: Page, report: A11yReport, label: string, tab: string): Promise<void> {
  await page.getByRole('tab', { name: resultsTab(tab) }).click();
  await page
    .getByRole('tabpanel', { name: resultsTab(tab) })
    .getByRole('rowheader')
    .first()
    .waitFor();
  await settle(page, NO_FADES);
  await report.check(page, `${label}, tab ${tab}`, { include: '.results-tabs + .tab-content' });
}

test.for(THEMES)(
  'axe: Painel da Rodada with winners, each results tab, a checked card and the remove-ball dialog (%s)',
  async (theme, { loginAs }) => {
    const page = await prepared((await loginAs('admin', themed(theme))).page);
    const report = new A11yReport();
    const panelPath = `/admin/eventos/${liveFixture().eventId}/rodadas/${round.id}/sorteio`;

    const label = `Painel da Rodada (${theme}, 1280 px)`;
    await page.goto(panelPath);
    await page
      .getByRole('tabpanel', { name: resultsTab('Vencedores') })
      .getByRole('rowheader')
      .first()
      .waitFor();
    await settle(page, NO_FADES);
    await report.check(page, `${label}, tab Vencedores`);
    for (const tab of ['Quase Vencedores', 'Top 10', 'Ranking']) await checkResultsTab(page, report, label, tab);

    const check = page.locator('form').filter({ has: page.getByRole('button', { name: 'Conferir', exact: true }) });
    await check.getByLabel('Número ou código de barras da cartela').fill(String(checkedCardId));
    await check.getByRole('button', { name: 'Conferir', exact: true }).click();
    await page.getByText('Em jogo', { exact: true }).waitFor();
    await settle(page, NO_FADES);
    await report.check(page, `${label}, Conferir cartela with its result`, { include: '.card:has(form [enterkeyhint="search"])' });

    await page
      .getByRole('button', { name: /^Remover o número/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Remover/ });
    await dialog.waitFor();
    await report.check(page, `${label}, remove-ball confirmation`, { include: '[role="dialog"].show' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // On a phone the result tables stack into one small card per row.
    await page.setViewportSize(PHONE);
    await page.goto(panelPath);
    await page
      .getByRole('tabpanel', { name: resultsTab('Vencedores') })
      .getByRole('rowheader')
      .first()
      .waitFor();
    await settle(page, NO_FADES);
    await report.check(page, `Painel da Rodada (${theme}, 390 px), tab Vencedores`);
    await checkResultsTab(page, report, `Painel da Rodada (${theme}, 390 px)`, 'Ranking');
    expect(report.list, report.list.join('\n\n')).toEqual([]);
  },
);

test.for(THEMES)('axe: Telão with balls and sponsor logos, and its colour dialog (%s)', async (theme, { loginAs }) => {
  const page = await prepared((await loginAs('admin', themed(theme))).page);
  const report = new A11yReport();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/admin/telao/${liveFixture().eventId}`);
  await page.getByRole('img', { name: 'Padaria Acessível' }).waitFor();
  await page.getByRole('img', { name: 'Mercado Acessível' }).waitFor();
  await settle(page, NO_FADES);
  await report.check(page, `Telão (${theme})`);

  await page.getByRole('button', { name: /^Cores/ }).click();
  await page.getByRole('dialog', { name: 'Cores do telão' }).getByRole('textbox', { name: 'Hexadecimal' }).waitFor();
  await settle(page, NO_FADES);
  await report.check(page, `Telão colour dialog (${theme})`, { include: '[role="dialog"].show' });
  expect(report.list, report.list.join('\n\n')).toEqual([]);
});

test.for(THEMES)(
  'axe: the buyer’s Verificação on a phone, cards marked and one of them a bingo (%s)',
  async (theme, { newBrowserContext }) => {
    const fixture = liveFixture();
    const session = await loginViaApi(fixture.buyer.email, fixture.buyer.password);
    const page = await prepared(await (await newBrowserContext({ session, ...themed(theme) })).newPage());
    const report = new A11yReport();
    await page.setViewportSize(PHONE);
    await page.goto(`/verificacao/${fixture.eventId}`);
    await page.getByRole('article', { name: /BINGO!/ }).waitFor();
    await settle(page, NO_FADES);
    await report.check(page, `Verificação (${theme}, 390 px)`);
    expect(report.list, report.list.join('\n\n')).toEqual([]);
  },
);

test.for(THEMES)('axe: Foguetinho after a draw, and its colour dialog (%s)', async (theme, { loginAs }) => {
  // With reduced motion the number also lands after a short pause instead of ten seconds of spinning.
  const page = await prepared((await loginAs('admin', themed(theme))).page);
  const report = new A11yReport();
  await page.goto('/admin/foguetinho');
  await page.getByRole('button', { name: 'Sortear Número' }).click();
  await page.getByText(/^Número sorteado: \d+$/).waitFor();
  await settle(page, NO_FADES);
  await report.check(page, `Foguetinho after a draw (${theme})`);

  await page.getByRole('button', { name: 'Cores', exact: true }).click();
  await page.getByRole('dialog', { name: 'Cores do Foguetinho' }).getByRole('textbox', { name: 'Hexadecimal' }).waitFor();
  await settle(page, NO_FADES);
  await report.check(page, `Foguetinho colour dialog (${theme})`, { include: '[role="dialog"].show' });
  expect(report.list, report.list.join('\n\n')).toEqual([]);
});
