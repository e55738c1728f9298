import { spokenBall } from '@bingo/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { api, loginViaApi } from './support/api';
import { test } from './support/fixtures';
import { closeEvent, startRound } from './support/live-round';
import { liveFixture } from './support/provided';

// decisions.md §14: the telão and its voice present balls one at a time, in order, with a least
// time each (3 s); the phones mark at once. And a finished round's winners are remembered: named on
// the telão between rounds and on the winner's phone, from the server, so a reload keeps them.

const THEMES = ['light', 'dark'] as const;
const BIG_BALL = '.big-screen__ball .bingo-ball__number';

/** A pt-BR voice that takes 3.5 s per call and records what is said and any cancel. */
function fakeSpeech() {
  const log: { said: string[]; cancels: number; at: [string, number][] } = { said: [], cancels: 0, at: [] };
  (window as unknown as { speechLog: typeof log }).speechLog = log;
  const voice = { lang: 'pt-BR', name: 'Luciana', default: true, localService: true, voiceURI: 'Luciana' };
  const synth = {
    getVoices: () => [voice],
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    cancel: () => {
      log.cancels += 1;
    },
    speak: (u: SpeechSynthesisUtterance) => {
      log.said.push(`${u.lang} ${u.text}`);
      setTimeout(() => u.onend?.(new Event('end') as SpeechSynthesisEvent), 3500);
    },
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  // A plain utterance, so the fake voice above may be set on it.
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    configurable: true,
    value: class {
      lang = '';
      rate = 1;
      voice: unknown = null;
      onend: ((e: Event) => void) | null = null;
      onerror: ((e: Event) => void) | null = null;
      constructor(public text: string) {}
    },
  });
}

/** Every number the big ball shows, with when, as the page sees it. */
async function watchBigBall(page: Page) {
  await page.evaluate((selector) => {
    const seen: [string, number][] = [];
    (window as unknown as { bigBall: typeof seen }).bigBall = seen;
    const note = () => {
      const text = document.querySelector(selector)?.textContent ?? '';
      if (seen.at(-1)?.[0] !== text) seen.push([text, performance.now()]);
    };
    note();
    new MutationObserver(note).observe(document.querySelector('.big-screen__ball')!, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, BIG_BALL);
}

test('three balls sent within 150 ms are shown on the telão one at a time, in order, 3 s apart, each called to its end', async ({
  loginAs,
}) => {
  const { eventId } = liveFixture();
  const admin = await loginAs('admin', { localStorage: { [storageKeys.bigScreenVoice]: '1' } });
  const token = admin.session.token;
  const round = await startRound(token, 'Liquidificador');
  try {
    const screen = admin.page;
    await screen.addInitScript(fakeSpeech);
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.goto(`/admin/telao/${eventId}`);
    await screen.getByText('Liquidificador').waitFor();
    await screen.getByRole('button', { name: 'Voz ligada' }).waitFor(); // the switch is on the screen itself
    await watchBigBall(screen);

    const sent = Date.now();
    for (const ball of [7, 22, 38]) await api('POST', `/rounds/${round.id}/draw`, { number: ball }, token);
    expect(Date.now() - sent, 'the three balls left within 150 ms').toBeLessThan(600);
    // The board marks them at once.
    for (const ball of [7, 22, 38]) await screen.getByRole('cell', { name: `${ball}, sorteado` }).waitFor({ timeout: 2_000 });

    await expect.poll(() => screen.locator(BIG_BALL).textContent(), { timeout: 15_000 }).toBe('38');
    await screen.waitForTimeout(4_000); // the last call ends
    const seen = await screen.evaluate(() => (window as unknown as { bigBall: [string, number][] }).bigBall);
    const shown = seen.filter(([text]) => text !== '');
    expect(shown.map(([text]) => text)).toEqual(['7', '22', '38']);
    // Each call takes 3.5 s here: the next ball waits for its end, never less than 3 s.
    const gaps = shown.slice(1).map(([, at], i) => at - shown[i]![1]);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(3_400);
    const speech = await screen.evaluate(() => (window as unknown as { speechLog: { said: string[]; cancels: number } }).speechLog);
    expect(speech.said).toEqual([7, 22, 38].map((ball) => `pt-BR ${spokenBall(ball)}`));
    expect(speech.cancels).toBe(0);
  } finally {
    await closeEvent(token, round);
  }
});

test('without a Portuguese voice the telão rings the chime and says so, clear of the board', async ({ loginAs }) => {
  const { eventId } = liveFixture();
  const admin = await loginAs('admin');
  const token = admin.session.token;
  const round = await startRound(token, 'Ventilador');
  try {
    const screen = admin.page;
    await screen.addInitScript(() => {
      const synth = { getVoices: () => [{ lang: 'en-US', name: 'David' }], speak: () => undefined, cancel: () => undefined };
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    });
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.goto(`/admin/telao/${eventId}`);
    await screen.getByText('Ventilador').waitFor();
    await api('POST', `/rounds/${round.id}/draw`, { number: 7 }, token);
    const voice = screen.getByRole('button', { name: 'Voz desligada' });
    await voice.click();
    const notice = screen.getByText('Voz em português não encontrada neste computador: tocando só o sinal.');
    await notice.waitFor();
    if (process.env.E2E_SHOTS) await screen.screenshot({ path: `${process.env.E2E_SHOTS}/telao-voice-notice.png` });
    const box = (await notice.boundingBox())!;
    const board = (await screen.locator('.bingo-board').boundingBox())!;
    expect(box.y + box.height).toBeLessThan(0.95 * 1080);
    expect(box.y >= board.y + board.height || box.y + box.height <= board.y, 'the notice does not cover the board').toBe(true);
  } finally {
    await closeEvent(token, round);
  }
});

test.for(THEMES)(
  "a finished round's winner is named on the telão and on the winner's phone at 390 px (%s)",
  async (theme, { loginAs, newBrowserContext }) => {
    const fixture = liveFixture();
    const admin = await loginAs('admin', { localStorage: { [storageKeys.theme]: theme } });
    const token = admin.session.token;
    const round = await startRound(token, 'Cesta de Natal');
    try {
      const [cardId] = fixture.cardIds;
      const card = await api<{ numbers: number[] }>('GET', `/rounds/${round.id}/check?card=${cardId}`, undefined, token);
      for (const ball of card.numbers) await api('POST', `/rounds/${round.id}/draw`, { number: ball }, token);
      await api('POST', `/rounds/${round.id}/finish`, undefined, token);

      const screen = admin.page;
      await screen.emulateMedia({ reducedMotion: 'reduce' });
      await screen.setViewportSize({ width: 1920, height: 1080 });
      await screen.goto(`/admin/telao/${fixture.eventId}`);
      const named = screen.getByText(new RegExp(`^Rodada ${round.number} — vencedores: .*cartela #${cardId} \\(Beatriz V\\.\\)`));
      await named.waitFor();
      const box = (await named.boundingBox())!;
      expect(box.x).toBeGreaterThan(0.05 * 1920);
      expect(box.x + box.width).toBeLessThan(0.95 * 1920);
      await screen.waitForTimeout(500);
      if (process.env.E2E_SHOTS) await screen.screenshot({ path: `${process.env.E2E_SHOTS}/telao-winners-${theme}.png` });

      const buyer = await loginViaApi(fixture.buyer.email, fixture.buyer.password);
      const context = await newBrowserContext({ session: buyer, localStorage: { [storageKeys.theme]: theme } });
      const phone = await context.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(`/verificacao/${fixture.eventId}`);
      const won = `Sua cartela #${cardId} ganhou a rodada ${round.number}`;
      await phone.getByText(won).waitFor();
      // After a reload too: the server remembers it.
      await phone.reload();
      await phone.getByText(won).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (process.env.E2E_SHOTS) await phone.screenshot({ path: `${process.env.E2E_SHOTS}/sorteio-winner-${theme}.png`, fullPage: true });

      await phone.goto('/minhas-cartelas');
      const tile = phone.locator('.my-card').filter({ has: phone.getByRole('table', { name: `Cartela #${cardId}` }) });
      await tile.getByText(`Ganhou a rodada ${round.number}`).waitFor();
      if (process.env.E2E_SHOTS) await tile.screenshot({ path: `${process.env.E2E_SHOTS}/minhas-cartelas-winner-${theme}.png` });
    } finally {
      await closeEvent(token, round);
    }
  },
);
