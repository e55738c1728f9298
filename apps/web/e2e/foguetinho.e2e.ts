import crypto from 'node:crypto';
import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';

// decisions.md §15: the Foguetinho's number comes from the server when the spin starts and every
// spin is kept; the projector only animates towards it, and lists the night's spins once landed.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo do Foguetinho ${tag}`, { card_price: 10 });

interface Spin {
  number: number;
  min: number;
  max: number;
}

test('the projector lands on the number the server drew, in the range typed, and keeps each spin', async ({ loginAs }) => {
  const event = ownEvent();
  const { page } = await loginAs('admin');
  // Reduced motion: a one-second pause instead of the ten-second wheel; the number still comes from the server.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/admin/foguetinho');
  const draw = page.getByRole('button', { name: /Sortear Número/ });
  await draw.waitFor();
  const from = page.getByLabel('De');
  const to = page.getByLabel('Até');
  await from.fill('3');
  await to.fill('5');
  await expect.poll(() => to.inputValue()).toBe('5');
  await expect.poll(() => from.inputValue()).toBe('3');

  const status = page.locator('.foguetinho__stage').getByRole('status');
  for (const spins of [1, 2]) {
    await draw.click();
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/^Número sorteado: \d+$/);
    const kept = await api<Spin[]>('GET', `/events/${event.id}/foguetinho`);
    expect(kept).toHaveLength(spins);
    const last = kept.at(-1)!;
    expect([last.min, last.max]).toEqual([3, 5]);
    expect(await status.textContent()).toBe(`Número sorteado: ${last.number}`);
    await expect.poll(() => page.locator('.foguetinho__spins-list li').count(), { timeout: 5_000 }).toBe(spins);
  }

  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/foguetinho-1920.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/foguetinho-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/foguetinho-390.png`, fullPage: true });
    await to.fill('2');
    await page.getByRole('alert').waitFor();
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/foguetinho-390-range-error.png`, fullPage: true });
  }
});
