import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../scripts/lib/server-process';
import { onPostgres } from '../failure/server-database';
import { killServersAfterAll } from '../failure/server-process';
import { expectOk, haproxyBin, signInViaProxy, startCluster, viaProxy, type Cluster } from './cluster';

// HTTP/2 to the browser through HAProxy (docs/deployment/haproxy.cfg, `alpn h2,http/1.1`): one
// Chromium profile keeps ten tabs following the draw. Over HTTP/1.1 a browser opens at most 6
// connections per host and each tab's live stream holds one, so the 7th tab would never load.
const TABS = 10;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// As apps/web/e2e/support/chromium.ts: root without a sandbox, no GPU, nothing beyond the app.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

describe.runIf(haproxyBin && onPostgres)('one browser, ten live tabs through HAProxy over HTTP/2', () => {
  killServersAfterAll();
  let cluster: Cluster;
  let browser: Browser;
  beforeAll(async () => {
    [cluster, browser] = await Promise.all([
      startCluster(3, { WEB_DIST: path.join(repoRoot, 'apps/web/dist') }),
      chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
  });

  it(`${TABS} tabs of one profile each show every ball, over one HTTP/2 connection`, async () => {
    const { proxy } = cluster;
    const admin = await signInViaProxy(proxy);
    const asAdmin = (method: string, url: string, body?: unknown, status = 200) =>
      expectOk(viaProxy(proxy, method, url, { token: admin, body }), status);
    const event = await asAdmin(
      'POST',
      '/api/events',
      { name: 'Noite em dez abas', start_date: new Date().toISOString(), rounds_count: 1 },
      201,
    );
    const round = await asAdmin('POST', `/api/events/${event.id}/rounds`, { prize: 'Cesta básica' }, 201);
    await asAdmin('PATCH', `/api/events/${event.id}/status`, { status: 'em_andamento' });
    await asAdmin('POST', `/api/rounds/${round.id}/start`);
    const account = { name: 'Compradora das abas', email: 'abas@cluster.test', password: 'senha-da-compradora' };
    await expectOk(viaProxy(proxy, 'POST', '/api/register', { body: account }), 201);
    const session = await expectOk(viaProxy(proxy, 'POST', '/api/login', { body: { email: account.email, password: account.password } }));

    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      locale: 'pt-BR',
      viewport: { width: 390, height: 844 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin: proxy.url,
            localStorage: [
              { name: 'token', value: session.token },
              { name: 'user', value: JSON.stringify(session.user) },
            ],
          },
        ],
      },
    });
    context.setDefaultTimeout(15_000);
    try {
      const tabs: Page[] = [];
      for (let i = 0; i < TABS; i++) {
        const tab = await context.newPage();
        await tab.goto(`${proxy.url}/verificacao/${event.id}`);
        await tab.getByRole('heading', { name: `Rodada ${round.number}` }).waitFor();
        tabs.push(tab);
      }
      // The page's own word on the protocol it was loaded over (evaluated as text: no DOM types here).
      const protocols = await Promise.all(
        tabs.map((tab) => tab.evaluate<string>("performance.getEntriesByType('navigation')[0].nextHopProtocol")),
      );
      expect(new Set(protocols)).toEqual(new Set(['h2']));

      for (const number of [7, 42]) {
        await asAdmin('POST', `/api/rounds/${round.id}/draw`, { number }, 201);
        await Promise.all(
          tabs.map((tab) =>
            tab
              .locator('.live-summary .bingo-ball')
              .filter({ hasText: new RegExp(`^\\s*[AJUDE]\\s*${number}\\s*$`) })
              .waitFor({ timeout: 10_000 }),
          ),
        );
      }
    } finally {
      await context.close();
    }
  });
});
