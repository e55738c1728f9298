import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { A11yReport, settle } from './support/a11y';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';

// Sorteio on a phone (390 px), both themes: the board's digits are readable (14 px at least, and
// inside their ball), the top bar names the page, and the event's link can be sent on WhatsApp.
const PHONE = { width: 390, height: 844 };
const running = ownRunningEvent('Quermesse do Compartilhar', { card_price: 10 });

/** The smallest font size of the board's numbers and whether every number fits inside its ball. */
function boardDigits(page: Page) {
  return page.locator('.live-verification .bingo-board__ball').evaluateAll((balls) => ({
    count: balls.length,
    smallest: Math.min(...balls.map((b) => parseFloat(getComputedStyle(b).fontSize))),
    overflowing: balls.filter((b) => b.scrollWidth > b.clientWidth + 0.5).map((b) => b.textContent),
  }));
}

test('Sorteio on a phone: board digits of 14 px at least, the page named in the top bar, the event shared on WhatsApp', async ({
  loginAs,
}) => {
  const { id, adminToken } = running();
  const round = await api<{ id: number }>('POST', `/events/${id}/rounds`, { prize: 'Cesta do Compartilhar' }, adminToken);
  await api('POST', `/rounds/${round.id}/start`, undefined, adminToken);
  try {
    for (const ball of [7, 22, 38, 51, 75]) await api('POST', `/rounds/${round.id}/draw`, { number: ball }, adminToken);
    const axe = new A11yReport();
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await loginAs('buyer', { localStorage: { [storageKeys.theme]: theme } });
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/verificacao/${id}`);
      await page.getByRole('heading', { name: 'Quermesse do Compartilhar', level: 1 }).waitFor();
      await page.getByRole('cell', { name: '75, sorteado' }).waitFor();

      const digits = await boardDigits(page);
      expect(digits.count).toBe(75);
      expect(digits.smallest).toBeGreaterThanOrEqual(14);
      expect(digits.overflowing).toEqual([]);
      expect(await page.getByTestId('topbar-page').textContent()).toBe('Sorteio');

      const whatsapp = page.getByRole('link', { name: 'Enviar pelo WhatsApp' });
      const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
      expect(text).toMatch(new RegExp(`^Vem jogar o Quermesse do Compartilhar comigo! .* http://[^ ]+/comprar\\?evento=${id}$`));
      await settle(page, { fadeMs: 0 });
      await axe.check(page, `Sorteio with the share buttons (${theme}, 390 px)`);
      if (process.env.E2E_SHOTS) {
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/sorteio-390-${theme}.png`, fullPage: true });
      }
      await page.context().close();
    }
    expect(axe.list, axe.list.join('\n\n')).toEqual([]);
  } finally {
    await api('POST', `/rounds/${round.id}/finish`, undefined, adminToken).catch(() => {});
  }
});
