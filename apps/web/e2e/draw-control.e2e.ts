import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { closeEvent, startRound } from './support/live-round';
import { liveFixture } from './support/provided';

// decisions.md §14 (docs/decisions/023): one operator calls a round at a time. Two laptops on the
// same round panel: the first that draws holds the control; the other sees who and since when, its
// ball is refused and shown (never dropped), and it may take the control over after a confirmation,
// which the public record keeps without a name.

const SHOTS = process.env.E2E_SHOTS;
const storedBalls = async (roundId: number, token: string) =>
  (await api<{ number: number }[]>('GET', `/rounds/${roundId}/drawn-numbers`, undefined, token)).map((b) => b.number);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // A dialog fades in: the picture waits for the end of it.
  await page.waitForTimeout(400);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function typeBall(page: Page, n: number) {
  const input = page.getByRole('textbox', { name: 'Número sorteado' });
  await input.fill(String(n));
  await input.press('Enter');
}

test('two panels on one round: the second is refused, shown who draws, and takes the control over', async ({ loginAs }) => {
  const first = await loginAs('admin');
  const token = first.session.token;
  const round = await startRound(token, 'Micro-ondas');
  try {
    const url = `/admin/eventos/${liveFixture().eventId}/rodadas/${round.id}/sorteio`;
    await first.page.goto(url);
    await typeBall(first.page, 17);
    await expect.poll(() => storedBalls(round.id, token)).toEqual([17]);

    const second = await loginAs('admin', { localStorage: { theme: 'dark' } });
    const b = second.page;
    await b.goto(url);
    const notice = b.getByText(/ está sorteando desde \d\d:\d\d$/);
    await notice.waitFor();
    await shot(b, 'panel-control-notice-1280-dark');

    await typeBall(b, 3);
    await b.getByText('1 bola não foi sorteada: A 3').waitFor();
    await b
      .getByText(/está sorteando desde \d\d:\d\d\. Assuma o controle para sortear daqui\./)
      .first()
      .waitFor();
    expect(await storedBalls(round.id, token)).toEqual([17]);
    // A reload keeps the refused ball: it stays until taken or discarded.
    await b.reload();
    await b.getByText('1 bola não foi sorteada: A 3').waitFor();
    expect(await storedBalls(round.id, token)).toEqual([17]);
    await shot(b, 'panel-control-refused-1280-dark');

    await b.getByRole('button', { name: 'Assumir o controle' }).first().click();
    const dialog = b.getByRole('dialog', { name: 'Assumir o controle' });
    await dialog.getByText(/deixa de sortear/).waitFor();
    await shot(b, 'panel-control-dialog-1280-dark');
    await dialog.getByRole('button', { name: 'Assumir o controle' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Taken over: the refused ball goes out, and the first panel is now the one refused.
    await expect.poll(() => storedBalls(round.id, token), { timeout: 10_000 }).toEqual([17, 3]);
    await notice.waitFor({ state: 'detached' });
    await typeBall(first.page, 22);
    await first.page.getByText('1 bola não foi sorteada: J 22').waitFor();
    await first.page.getByText(/ está sorteando desde \d\d:\d\d$/).waitFor();
    await shot(first.page, 'panel-control-notice-1280-light');
    await first.page.getByRole('button', { name: 'Assumir o controle' }).first().click();
    await first.page.getByRole('dialog', { name: 'Assumir o controle' }).waitFor();
    await shot(first.page, 'panel-control-dialog-1280-light');
    await first.page.getByRole('button', { name: 'Cancelar' }).click();
    expect(await storedBalls(round.id, token)).toEqual([17, 3]);

    // The panel without the control at a phone's width, in both themes, its notice and the dialog.
    await first.page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') {
        await first.page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
        await first.page.reload();
        await first.page.getByText('1 bola não foi sorteada: J 22').waitFor();
      }
      await shot(first.page, `panel-control-notice-390-${theme}`);
      await first.page.getByRole('button', { name: 'Assumir o controle' }).first().click();
      await first.page.getByRole('dialog', { name: 'Assumir o controle' }).waitFor();
      await shot(first.page, `panel-control-dialog-390-${theme}`);
      await first.page.getByRole('button', { name: 'Cancelar' }).click();
      await first.page.getByRole('dialog', { name: 'Assumir o controle' }).waitFor({ state: 'detached' });
    }

    const record = await api<{ entries: { kind: string; data: Record<string, unknown> }[] }>('GET', `/rounds/${round.id}/record`);
    const taken = record.entries.filter((e) => e.kind === 'control_taken');
    expect(taken).toHaveLength(1);
    expect(Object.keys(taken[0]!.data)).toEqual(['by_panel']);
    expect(String(taken[0]!.data.by_panel)).toMatch(/^[0-9a-f]{6}$/);

    // Discarded on the first panel, the refused ball is gone for good.
    await first.page.getByRole('button', { name: 'Descartar' }).click();
    await first.page.getByText('1 bola não foi sorteada: J 22').waitFor({ state: 'detached' });
    expect(await storedBalls(round.id, token)).toEqual([17, 3]);
  } finally {
    await closeEvent(token, round);
  }
});
