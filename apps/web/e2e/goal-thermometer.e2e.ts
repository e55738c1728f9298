import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { buyOnline } from './support/sales';
import { typeKeys } from './support/ui';

// docs/decisions/019: "we need R$ 20.000 for the roof". The organiser sets the goal in the event form, the
// telão between rounds shows the thermometer, and it moves when a buyer's payment is approved;
// reaching the goal takes over the projector for a moment.
const tag = crypto.randomBytes(3).toString('hex');
const PRICE = 10;
const ownEvent = ownRunningEvent(`Bingo do Telhado ${tag}`, { card_price: PRICE, rounds_count: 2 });

test('the goal typed in the event form fills on the telão as purchases are approved, and the hall celebrates it', async ({ loginAs }) => {
  const event = ownEvent();
  const adminToken = event.adminToken;
  const { page } = await loginAs('admin');
  await page.goto('/admin/eventos');
  await page
    .getByRole('row')
    .filter({ hasText: event.name })
    .getByRole('button', { name: /Editar/ })
    .click();
  const form = page.getByRole('dialog');
  await typeKeys(form.getByLabel('Meta de arrecadação (opcional)'), '50', '50,00');
  await form.getByLabel('Mostrar a meta no telão e no Sorteio').check();
  await form.getByRole('button', { name: 'Atualizar' }).click();
  await form.waitFor({ state: 'hidden' });
  expect(await api('GET', `/events/${event.id}`, undefined, adminToken)).toMatchObject({ meta_arrecadacao: 50, meta_visivel: true });

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/admin/telao/${event.id}`);
  const goal = page.getByRole('region', { name: 'Meta de arrecadação' });
  await goal.getByText('R$ 0 de R$ 50 — 0%').waitFor();

  await buyOnline(2);
  await goal.getByText('R$ 20 de R$ 50 — 40%').waitFor({ timeout: 5_000 });
  const width = () => goal.locator('.goal__fill').evaluate((el) => (el as HTMLElement).style.width);
  expect(await width()).toBe('40%');
  // On the projector: inside the safe area, under the waiting line.
  const box = (await goal.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(1080 * 0.97);

  await buyOnline(3);
  const party = page.getByRole('alert').filter({ hasText: 'META ALCANÇADA!' });
  await party.waitFor({ timeout: 5_000 });
  expect(await party.textContent()).toContain('R$ 50 arrecadados. Obrigado a todos!');
  await party.waitFor({ state: 'hidden', timeout: 12_000 });
  await goal.getByText('Meta alcançada! Obrigado!').waitFor();

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
    await page.reload();
    await goal.waitFor();
    await settle(page, { fadeMs: 0 });
    await expectNoSeriousA11yViolations(page, `Telão com a meta (${theme})`);
  }
});
