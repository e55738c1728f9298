import crypto from 'node:crypto';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { api } from './support/api';
import { test } from './support/fixtures';

// docs/decisions/032: "ACUMULADO R$ 2.000 — cartela cheia até a 45ª bola" on the telão and the phone's
// Sorteio with the balls left, and the terms in the event form.
const tag = crypto.randomBytes(3).toString('hex');
const HEADLINE = 'ACUMULADO R$ 2.000 — cartela cheia até a 45ª bola';
const THEMES = ['light', 'dark'] as const;
const shots = process.env.E2E_SHOTS;

test('the running marked round shows its acumulado on the telão, the phone and in the event form', async ({
  loginAs,
  newBrowserContext,
}) => {
  const admin = await loginAs('admin');
  const token = admin.session.token;
  const event = await api<{ id: number; name: string }>(
    'POST',
    '/events',
    {
      name: `Bingo do Acumulado ${tag}`,
      start_date: new Date().toISOString(),
      rounds_count: 2,
      card_price: 10,
      acumulado: { value: 2000, ball_limit: 45, increment: 200 },
    },
    token,
  );
  await api('PATCH', `/events/${event.id}/status`, { status: 'em_andamento', finish_running: true }, token);
  const round = await api<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Smart TV', acumulado: true }, token);
  try {
    await api('POST', `/rounds/${round.id}/start`, undefined, token);
    for (const number of [7, 22, 41]) await api('POST', `/rounds/${round.id}/draw`, { number }, token);

    const screen = admin.page;
    await screen.emulateMedia({ reducedMotion: 'reduce' });
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.goto(`/admin/telao/${event.id}`);
    const hall = screen.getByRole('region', { name: 'Acumulado' });
    await hall.getByText(HEADLINE).waitFor();
    await hall.getByText('Faltam 42 bolas').waitFor();
    const box = (await hall.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(1080 * 0.97);

    const context = await newBrowserContext({ session: admin.session });
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/verificacao/${event.id}`);

    for (const theme of THEMES) {
      for (const page of [screen, phone])
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
      await screen.reload();
      await hall.getByText(HEADLINE).waitFor();
      await settle(screen, { fadeMs: 0 });
      if (shots) await screen.screenshot({ path: `${shots}/acumulado-telao-${theme}.png` });
      await expectNoSeriousA11yViolations(screen, `Telão com o acumulado (${theme})`);

      await phone.reload();
      await phone.getByRole('region', { name: 'Acumulado' }).getByText('Faltam 42 bolas').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (shots) await phone.screenshot({ path: `${shots}/acumulado-sorteio-390-${theme}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(phone, `Sorteio com o acumulado (${theme})`);
    }

    // The form shows the terms; once the pot has history, it asks why a change is made.
    await screen.setViewportSize({ width: 1280, height: 900 });
    await screen.goto('/admin/eventos');
    await screen
      .getByRole('row')
      .filter({ hasText: event.name })
      .getByRole('button', { name: /Editar/ })
      .click();
    const form = screen.getByRole('dialog');
    const limit = form.getByLabel('Cartela cheia até a bola');
    await expect.poll(() => limit.inputValue()).toBe('45');
    await form.getByLabel('Motivo da alteração do acumulado').waitFor();
    await settle(screen, { fadeMs: 0 });
    if (shots) await form.screenshot({ path: `${shots}/acumulado-form-1280-dark.png` });
  } finally {
    await api('POST', `/rounds/${round.id}/finish`, undefined, token).catch(() => {});
    await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, token).catch(() => {});
  }
});
