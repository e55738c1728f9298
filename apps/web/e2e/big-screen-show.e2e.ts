import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { api } from './support/api';
import { test } from './support/fixtures';
import { closeEvent, startRound } from './support/live-round';
import { liveFixture, run } from './support/provided';
import { scanQr } from './support/qr';

// docs/decisions/016: what the hall sees on a 1920x1080 projector besides the board: how far the
// round is ("3 de 75"), the last five balls, a QR code a phone can scan to follow the draw, the prize
// as a banner; and Foguetinho without the admin's sidebar.

test('the telão shows the count, the last five balls and a QR code that opens the follow page', async ({ loginAs }) => {
  const { eventId } = liveFixture();
  const admin = await loginAs('admin');
  const token = admin.session.token;
  const round = await startRound(token, 'Bicicleta aro 29');
  try {
    const screen = admin.page;
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.goto(`/admin/telao/${eventId}`);
    await screen.getByText('Bicicleta aro 29').waitFor();
    const progress = screen.getByRole('region', { name: 'Andamento da rodada' });
    expect(await progress.locator('.big-screen__count').textContent()).toBe('0 de 75');

    for (const ball of [7, 22, 38, 51, 64, 70]) await api('POST', `/rounds/${round.id}/draw`, { number: ball }, token);
    await expect.poll(() => progress.locator('.big-screen__count').textContent(), { timeout: 3_000 }).toBe('6 de 75');
    const recent = progress.getByRole('list', { name: 'Últimas bolas' }).locator('.bingo-ball__number');
    expect(await recent.allTextContents()).toEqual(['70', '64', '51', '38', '22']);

    const qr = screen.getByRole('img', { name: /^Código QR/ });
    expect(await scanQr(qr)).toEqual([`${run().baseURL}/verificacao/${eventId}`]);
    // Inside the projector's safe area: nothing within 3% of an edge, where overscan crops.
    const box = (await screen.locator('.bingo-board').boundingBox())!;
    expect(1080 - (box.y + box.height)).toBeGreaterThan(0.03 * 1080);
    const qrBox = (await qr.boundingBox())!;
    expect(qrBox.x).toBeGreaterThan(0.03 * 1920);
    expect(qrBox.width).toBeGreaterThan(150);
  } finally {
    await closeEvent(token, round);
  }
});

test('a completing card takes over the telão with BINGO!, once: a reload does not replay it', async ({ loginAs }) => {
  const { eventId, cardIds } = liveFixture();
  const admin = await loginAs('admin');
  const token = admin.session.token;
  const round = await startRound(token, 'Geladeira');
  try {
    const card = await api<{ numbers: number[] }>('GET', `/rounds/${round.id}/check?card=${cardIds[0]}`, undefined, token);
    const screen = admin.page;
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.goto(`/admin/telao/${eventId}`);
    await screen.getByText('Geladeira').waitFor();
    for (const ball of card.numbers.slice(0, 24)) await api('POST', `/rounds/${round.id}/draw`, { number: ball }, token);
    await screen.getByText(/^\d+ cartelas? a 1 número$/).waitFor({ timeout: 3_000 });
    expect(await screen.getByText('BINGO!').count()).toBe(0);

    await api('POST', `/rounds/${round.id}/draw`, { number: card.numbers[24] }, token);
    const takeover = screen.getByRole('alert').filter({ hasText: 'BINGO!' });
    await takeover.waitFor({ timeout: 3_000 });
    expect(await takeover.textContent()).toContain(`Cartela #${cardIds[0]} — Beatriz V.`);
    await screen.waitForTimeout(700); // the entrance animation
    // For a person to look at: E2E_SHOTS=<folder> keeps a picture of the takeover.
    if (process.env.E2E_SHOTS) await screen.screenshot({ path: `${process.env.E2E_SHOTS}/telao-bingo.png` });
    await expectNoSeriousA11yViolations(screen, 'telão: BINGO!');

    await screen.reload();
    await screen.getByText('Geladeira').waitFor();
    await screen.waitForTimeout(1_500);
    expect(await screen.getByText('BINGO!').count(), 'an old winner is not announced again').toBe(0);
  } finally {
    await closeEvent(token, round);
  }
});

test('Foguetinho fills the projector without the admin sidebar or Sair', async ({ loginAs }) => {
  const admin = await loginAs('admin');
  const screen = admin.page;
  await screen.setViewportSize({ width: 1920, height: 1080 });
  await screen.goto('/admin/foguetinho');
  await screen.getByRole('button', { name: /Sortear Número/ }).waitFor();
  expect(await screen.getByRole('button', { name: /Sair/ }).count()).toBe(0);
  expect(await screen.getByRole('navigation').count()).toBe(0);
  const stage = (await screen.locator('.foguetinho').boundingBox())!;
  expect([stage.x, stage.y, stage.width, stage.height]).toEqual([0, 0, 1920, 1080]);
});
