import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { uploadPng } from './support/uploads';

// The telão on a projector: everything inside a 5% safe zone (projectors crop the edges), a
// parish's long name whole at 1024x768, and a number's only sponsor filling the stage beside the
// ball instead of one side of it.
const running = ownRunningEvent('Bingo Beneficente da Paróquia São José Operário', { card_price: 10 });
const SOLO = 31;
const PAIR = 32;

/** What of the telão's blocks leaves the safe zone, and whether the title shows whole. */
function layout(page: Page) {
  return page.evaluate(() => {
    const { innerWidth: w, innerHeight: h } = window;
    const outside = [
      ...document.querySelectorAll(
        '.big-screen :is(.big-screen__qr, .big-screen__header, .big-screen__progress, .big-screen__sponsor, .big-screen__ball, .big-screen__board)',
      ),
    ]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(
        ({ r }) => r.width > 0 && (r.left < 0.05 * w - 1 || r.top < 0.05 * h - 1 || r.right > 0.95 * w + 1 || r.bottom > 0.95 * h + 1),
      )
      .map(({ el, r }) => `${el.className} ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
    const title = document.querySelector<HTMLElement>('.big-screen__title')!;
    return { outside, titleCut: title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1 };
  });
}

test('the telão keeps inside a 5% safe zone with its title whole, and a lone sponsor fills the stage', async ({ loginAs }) => {
  const { id, adminToken } = running();
  const sponsor = async (name: string, numbers: number[]) => {
    const made = await api<{ id: number }>(
      'POST',
      '/admin/sponsors',
      { name, image_id: await uploadPng(adminToken, name), event_id: id },
      adminToken,
    );
    await api('POST', `/admin/sponsors/${made.id}/numbers`, { numbers }, adminToken);
    return made;
  };
  const sponsors = [
    await sponsor('Farmácia Sozinha', [SOLO]),
    await sponsor('Padaria Dupla', [PAIR]),
    await sponsor('Mercado Duplo', [PAIR]),
  ];
  const round = await api<{ id: number }>('POST', `/events/${id}/rounds`, { prize: 'Bicicleta aro 29' }, adminToken);
  await api('POST', `/rounds/${round.id}/start`, undefined, adminToken);
  try {
    const { page } = await loginAs('admin');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const ball of [PAIR, SOLO]) {
      await api('POST', `/rounds/${round.id}/draw`, { number: ball }, adminToken);
      for (const viewport of [
        { width: 1920, height: 1080 },
        { width: 1024, height: 768 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`/admin/telao/${id}`);
        await page.getByRole('cell', { name: `${ball}, sorteado` }).waitFor();
        await expect.poll(() => page.locator('.big-screen__sponsor img').count()).toBe(ball === SOLO ? 1 : 2);
        // The board's balls and the big one may still be settling: measure once they stand still.
        await page.waitForTimeout(600);
        expect(await layout(page), `${viewport.width}x${viewport.height}, ball ${ball}`).toEqual({ outside: [], titleCut: false });
        if (ball === SOLO) {
          const stage = (await page.locator('.big-screen__stage').boundingBox())!;
          const logo = (await page.locator('.big-screen__sponsor').boundingBox())!;
          const big = (await page.locator('.big-screen__ball').boundingBox())!;
          // Beside the ball, the logo takes the rest of the stage's width (not a third of it).
          expect(logo.width).toBeGreaterThan(0.9 * (stage.width - big.width - 0.03 * viewport.width * 2));
        }
        if (process.env.E2E_SHOTS) {
          await page.screenshot({ path: `${process.env.E2E_SHOTS}/telao-${viewport.width}x${viewport.height}-ball-${ball}.png` });
        }
      }
    }
  } finally {
    await api('POST', `/rounds/${round.id}/finish`, undefined, adminToken).catch(() => {});
    for (const s of sponsors) await api('DELETE', `/admin/sponsors/${s.id}`, undefined, adminToken).catch(() => {});
  }
});
