import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { test as base } from 'vitest';
import { loginViaApi, registerViaApi, type Account, type Session } from './api';
import { browser } from './browser';
import { run } from './provided';

export const FAILURE_DIR = process.env.E2E_FAILURE_DIR || '/tmp/e2e-failures';

export interface ContextOptions {
  /** Signed in as this session: 'token' and 'user' seeded in localStorage, as the app keeps them. */
  session?: Session | null;
  /** The first-visit marker (has_visited). Default true, so tests land where they navigate. */
  visited?: boolean;
  /** Any other localStorage entries. */
  localStorage?: Record<string, string>;
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  session: Session;
  /** The buyer's e-mail and password (the admin's for 'admin'). */
  account: Account;
}

interface Fixtures {
  /** A fresh browser context (its own localStorage) on the app, closed after the test. */
  newBrowserContext: (options?: ContextOptions) => Promise<BrowserContext>;
  /** A page in a fresh anonymous context that has visited before. */
  page: Page;
  /** A fresh context signed in through the API as the run's admin or as a newly registered buyer. */
  loginAs: (who: 'admin' | 'buyer', options?: Omit<ContextOptions, 'session'>) => Promise<SignedIn>;
}

export const baseURL = (): string => run().baseURL;

export const test = base.extend<Fixtures>({
  newBrowserContext: async ({ task }, provide) => {
    const contexts: BrowserContext[] = [];
    const pageErrors: string[] = [];
    await provide(async (options = {}) => {
      const context = await (
        await browser()
      ).newContext({
        baseURL: run().baseURL,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 1280, height: 800 },
        storageState: { cookies: [], origins: [{ origin: run().baseURL, localStorage: storageEntries(options) }] },
      });
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(20_000);
      context.on('page', (page) => page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`)));
      contexts.push(context);
      return context;
    });
    const failed = task.result?.state === 'fail' || pageErrors.length > 0;
    if (failed) {
      const errors = (task.result?.errors ?? []).map((e) => e.stack ?? e.message).concat(pageErrors);
      await saveFailure(task.name, task.file?.name ?? 'e2e', contexts, errors);
    }
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    if (pageErrors.length) throw new Error(`Uncaught errors in the page:\n${pageErrors.join('\n')}`);
  },

  page: async ({ newBrowserContext }, provide) => {
    const context = await newBrowserContext();
    await provide(await context.newPage());
  },

  loginAs: async ({ newBrowserContext }, provide) => {
    await provide(async (who, options = {}) => {
      const account: Account = who === 'admin' ? { name: 'Administrador', ...run().admin } : await registerViaApi();
      const session = await loginViaApi(account.email, account.password);
      const context = await newBrowserContext({ ...options, session });
      return { context, page: await context.newPage(), session, account };
    });
  },
});

function storageEntries(options: ContextOptions): { name: string; value: string }[] {
  const entries: Record<string, string> = { ...options.localStorage };
  if (options.visited ?? true) entries.has_visited = 'true';
  if (options.session) {
    entries.token = options.session.token;
    entries.user = JSON.stringify(options.session.user);
  }
  return Object.entries(entries).map(([name, value]) => ({ name, value }));
}

/**
 * Screenshots of every open page, its URL, the error and the server's log, into FAILURE_DIR: a
 * failure seen once under CI's load is read from these after the run's own reports are gone.
 */
async function saveFailure(testName: string, file: string, contexts: BrowserContext[], errors: string[]): Promise<void> {
  fs.mkdirSync(FAILURE_DIR, { recursive: true });
  const slug = `${path.basename(file).replace(/\.e2e\.ts$/, '')}--${testName}`
    .normalize('NFD')
    .replace(/[^\w-]+/g, '-')
    .slice(0, 120);
  let n = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      n += 1;
      const shot = path.join(FAILURE_DIR, `${slug}-${n}.png`);
      try {
        await page.screenshot({ path: shot, fullPage: true, timeout: 5000 });
        console.error(`[e2e] failure screenshot: ${shot} (at ${page.url()})`);
      } catch (err) {
        console.error(`[e2e] could not screenshot ${page.url()}: ${(err as Error).message}`);
      }
    }
  }
  fs.writeFileSync(path.join(FAILURE_DIR, `${slug}.error.txt`), `${errors.join('\n\n')}\n`);
  fs.copyFileSync(run().serverLog, path.join(FAILURE_DIR, `${slug}.server.log`));
}
