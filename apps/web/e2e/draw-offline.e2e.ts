import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { closeEvent, startRound } from './support/live-round';
import { liveFixture } from './support/provided';

// Issue 16.2: the caller's console survives the venue's Wi-Fi. Balls typed while the connection
// is down wait in the browser and go out in order when it returns; a draw whose answer was lost
// after the server stored it is sent again with its key and stored once.

const storedBalls = async (roundId: number, token: string) =>
  (await api<{ number: number }[]>('GET', `/rounds/${roundId}/drawn-numbers`, undefined, token)).map((b) => b.number);

test('balls typed offline wait in a queue and are stored in order when the connection returns', async ({ loginAs }) => {
  const admin = await loginAs('admin');
  const token = admin.session.token;
  const round = await startRound(token, 'Ventilador');
  try {
    const page = admin.page;
    await page.goto(`/admin/eventos/${liveFixture().eventId}/rodadas/${round.id}/sorteio`);
    const input = page.getByRole('textbox', { name: 'Número sorteado' });
    await input.waitFor();

    await page.context().setOffline(true);
    for (const n of [17, 3]) {
      await input.fill(String(n));
      await input.press('Enter');
    }
    await page.getByText('Sem conexão — 2 bolas na fila.', { exact: false }).waitFor();
    expect(await storedBalls(round.id, token)).toEqual([]);

    await page.context().setOffline(false);
    await page.getByText('Sem conexão', { exact: false }).waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => storedBalls(round.id, token), { timeout: 10_000 }).toEqual([17, 3]);
  } finally {
    await closeEvent(token, round);
  }
});

test('a draw whose answer was lost is sent again with its key and stored once', async ({ loginAs }) => {
  const admin = await loginAs('admin');
  const token = admin.session.token;
  const round = await startRound(token, 'Liquidificador');
  try {
    const page = admin.page;
    const keys: string[] = [];
    let dropped = false;
    // The first send reaches the server, which stores the ball; its answer never comes back.
    await page.route('**/api/rounds/*/draw', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(`/admin/eventos/${liveFixture().eventId}/rodadas/${round.id}/sorteio`);
    const input = page.getByRole('textbox', { name: 'Número sorteado' });
    await input.fill('44');
    await input.press('Enter');
    await page
      .getByRole('list', { name: /Números sorteados/ })
      .getByText('U 44')
      .waitFor({ timeout: 10_000 });

    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size, 'the same key on every send').toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedBalls(round.id, token)).toEqual([44]);
    expect(await page.getByText('Erro ao sortear número.').count()).toBe(0);
  } finally {
    await closeEvent(token, round);
  }
});
