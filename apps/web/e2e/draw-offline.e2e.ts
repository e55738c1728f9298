import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { closeEvent, startRound } from './support/live-round';
import { liveFixture } from './support/provided';

// docs/decisions/023: the caller's console survives the venue's Wi-Fi. Balls typed while the connection
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

// docs/decisions/023: the queue is kept in the browser with its keys, so a reload (F5, a volunteer's
// first reflex) or a crash while the Wi-Fi is down loses nothing: the panel opened again shows the
// queue and sends it, in order, once, with the keys it had before.
test('balls typed offline survive a reload and arrive once, in order, when the connection returns', async ({ loginAs }) => {
  const admin = await loginAs('admin');
  const token = admin.session.token;
  const round = await startRound(token, 'Batedeira');
  try {
    const page = admin.page;
    const panel = `/admin/eventos/${liveFixture().eventId}/rodadas/${round.id}/sorteio`;
    await page.goto(panel);
    const input = page.getByRole('textbox', { name: 'Número sorteado' });
    await input.waitFor();

    await page.context().setOffline(true);
    for (const n of [17, 3]) {
      await input.fill(String(n));
      await input.press('Enter');
    }
    await page.getByText('Sem conexão — 2 bolas na fila.', { exact: false }).waitFor();

    // The server stays out of reach across the reload (Chromium cannot load the page itself offline).
    const queued = async () =>
      page.evaluate((id) => JSON.parse(window.localStorage.getItem(`draw_queue_${id}`) ?? 'null') as unknown, round.id);
    const typed = (await queued()) as { number: number; key: string }[];
    expect(typed.map((q) => q.number)).toEqual([17, 3]);
    await page.route('**/api/rounds/*/draw', (route) => route.abort('internetdisconnected'));
    await page.context().setOffline(false);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByText(/2 bolas/).waitFor();
    expect(await storedBalls(round.id, token)).toEqual([]);

    const sent: { number: number; key: string }[] = [];
    await page.unroute('**/api/rounds/*/draw');
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/rounds/${round.id}/draw`)) {
        sent.push({ number: (request.postDataJSON() as { number: number }).number, key: request.headers()['idempotency-key'] ?? '' });
      }
    });
    await expect.poll(() => storedBalls(round.id, token), { timeout: 15_000 }).toEqual([17, 3]);
    await page.getByText(/2 bolas|1 bola/).waitFor({ state: 'detached', timeout: 10_000 });
    // In order, each with the key it was typed with: the server stores each once.
    expect(sent.slice(0, 2)).toEqual(typed);
    expect(await queued()).toBeNull();
    await page.reload();
    await page.getByRole('textbox', { name: 'Número sorteado' }).waitFor();
    expect(await storedBalls(round.id, token)).toEqual([17, 3]);
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
    // The panel follows the live stream, so the stored ball may show before the lost send is
    // retried: wait for the retry itself.
    await expect.poll(() => keys.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size, 'the same key on every send').toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedBalls(round.id, token)).toEqual([44]);
    expect(await page.getByText('Erro ao sortear número.').count()).toBe(0);
  } finally {
    await closeEvent(token, round);
  }
});
