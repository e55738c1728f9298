import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return seen;
}

// Chromium reported a violation of the CSP (plugins/security.ts) on the buyer's shared pages:
// zod trying `new Function` once to see whether it may compile its parsers (lib/zod-jitless.ts).
test('the purchase page, Sorteio and the public round record run without a Content-Security-Policy violation', async ({ loginAs }) => {
  const { session: admin } = await loginAs('admin');
  const t = crypto.randomBytes(3).toString('hex').toUpperCase();
  const event = await api<{ id: number }>(
    'POST',
    '/events',
    { name: `Noite da Política ${t}`, start_date: new Date(Date.now() + 86_400_000).toISOString(), rounds_count: 1, card_price: 10 },
    admin.token,
  );
  const round = await api<{ id: number; number: number }>('POST', `/events/${event.id}/rounds`, { prize: `Cesta ${t}` }, admin.token);
  const { page } = await loginAs('buyer');
  const violations = await recordViolations(page);

  await page.goto(`/comprar?evento=${event.id}`);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).waitFor();
  await page.goto(`/verificacao/${event.id}`);
  await page.getByRole('heading', { name: `Noite da Política ${t}`, level: 1 }).waitFor();
  await page.goto(`/rodada/${round.id}/registro`);
  await page.getByRole('heading', { level: 1, name: `Registro público da rodada ${round.number}` }).waitFor();
  // A report is an event dispatched after the fact: give the last page's a moment to arrive.
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});
