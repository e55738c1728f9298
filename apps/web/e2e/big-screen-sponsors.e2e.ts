import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { closeEvent, startRound } from './support/live-round';
import { liveFixture, run } from './support/provided';

// decisions.md §8: when a ball is drawn, the big screen shows the logos of that number's sponsors,
// and the logo images really load (served from the database through /api/uploads). decisions.md §13:
// only that night's sponsors: another event's sponsor of the same number never shows.

/** A valid 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP40MPwHwAGaAJ8f4IDcQAAAABJRU5ErkJggg==', 'base64');

async function uploadLogo(token: string): Promise<number> {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  form.append('alt_text', 'Logo do patrocinador');
  form.append('tag', 'sponsor');
  const res = await fetch(`${run().baseURL}/api/admin/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

const logoLoaded = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('the big screen shows the logos of the drawn number’s sponsors', async ({ loginAs }) => {
  const { eventId } = liveFixture();
  const admin = await loginAs('admin');
  const token = admin.session.token;
  const ball = 44;
  const sponsor = async (name: string, eventId: number) => {
    const made = await api<{ id: number }>(
      'POST',
      '/admin/sponsors',
      { name, image_id: await uploadLogo(token), event_id: eventId },
      token,
    );
    await api('POST', `/admin/sponsors/${made.id}/numbers`, { numbers: [ball] }, token);
    return made;
  };
  const sponsors = [await sponsor('Padaria do Telão', eventId), await sponsor('Mercado do Telão', eventId)];
  const nextMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  const other = await api<{ id: number }>(
    'POST',
    '/events',
    { name: 'Noite do Mês que Vem', start_date: nextMonth, rounds_count: 1 },
    token,
  );
  await sponsor('Açougue de Outra Noite', other.id);
  const round = await startRound(token, 'Bicicleta');
  try {
    const screen = admin.page;
    await screen.setViewportSize({ width: 1280, height: 720 });
    await screen.goto(`/admin/telao/${eventId}`);
    await screen.getByText(`Rodada ${round.number}`).waitFor();
    expect(await screen.getByRole('img', { name: 'Padaria do Telão' }).count()).toBe(0);

    await api('POST', `/rounds/${round.id}/draw`, { number: ball }, token);
    await screen.getByRole('img', { name: 'Padaria do Telão' }).waitFor({ timeout: 2_000 });
    await expect.poll(() => logoLoaded(screen, 'Padaria do Telão')).toBe(true);
    await expect.poll(() => logoLoaded(screen, 'Mercado do Telão')).toBe(true);
    // Two sponsors split in halves: one on each side of the ball.
    expect(await screen.locator('.big-screen__sponsors--left img').count()).toBe(1);
    expect(await screen.locator('.big-screen__sponsors--right img').count()).toBe(1);
    expect(await screen.getByRole('img', { name: 'Açougue de Outra Noite' }).count(), "another night's sponsor").toBe(0);

    await api('POST', `/rounds/${round.id}/draw`, { number: ball + 1 }, token);
    await screen.getByRole('img', { name: 'Padaria do Telão' }).waitFor({ state: 'detached', timeout: 2_000 });
  } finally {
    await closeEvent(token, round);
    for (const s of sponsors) await api('DELETE', `/admin/sponsors/${s.id}`, undefined, token);
    await api('DELETE', `/events/${other.id}`, undefined, token);
  }
});
