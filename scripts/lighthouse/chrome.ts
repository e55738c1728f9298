// Debian's Chromium for the Lighthouse runs (scripts/lighthouse.ts): started headless with a
// DevTools port in its own process group, the app's localStorage written over CDP before each run,
// and always stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Session } from './app-server';

let chrome: ChildProcess | null = null;

const alive = (child: ChildProcess | null): child is ChildProcess => !!child && child.exitCode === null && child.signalCode === null;

/** Synchronous, so that it also works from 'exit' and signal handlers. */
export function killChrome() {
  // Chromium runs in its own process group (its renderers and helpers with it).
  if (alive(chrome)) {
    try {
      process.kill(-chrome.pid!, 'SIGKILL');
    } catch {
      chrome.kill('SIGKILL');
    }
  }
}

export async function stopChrome() {
  if (!alive(chrome)) return;
  const child = chrome;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => killChrome(), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function startChrome(chromePath: string, tmp: string): Promise<number> {
  const chromeArgs = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--disable-default-apps',
    '--disable-dev-shm-usage',
    '--mute-audio',
    '--password-store=basic',
    '--use-mock-keychain',
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
    `--user-data-dir=${path.join(tmp, 'chrome-profile')}`,
    'about:blank',
  ];
  const child = spawn(chromePath, chromeArgs, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  chrome = child;
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port in 30 s:\n${stderr.slice(-2000)}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (m) {
        clearTimeout(timer);
        child.stderr.removeAllListeners('data');
        child.stderr.resume();
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited during start (${code ?? signal}):\n${stderr.slice(-2000)}`));
    });
  });
}

/**
 * Writes the app's localStorage for the origin before a run: the demo buyer's session and the
 * returning-visitor marker (else the first visit goes to /comprar), or nothing at all. Done on a
 * JSON API address, so that no app asset enters the cache; playwright-core is disconnected again
 * before Lighthouse takes the browser.
 */
export async function setStorage(
  devtoolsPort: number,
  baseURL: string,
  session: Session | null,
  warmUpPaths: string[] = [],
  revisit: string | null = null,
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // First call only: the server's first answers (compiling routes, opening tables) are slow,
    // and would be counted as the server's response time by Lighthouse's simulation.
    // 'load', then a moment: the follow page keeps its live stream open, so the network is never idle.
    for (const p of warmUpPaths) {
      await page.goto(`${baseURL}${p}`, { waitUntil: 'load' });
      await page.waitForTimeout(3_000);
    }
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate((s) => {
      // Runs in the page: its localStorage, not a Node global.
      const { localStorage } = globalThis as unknown as { localStorage: { clear(): void; setItem(k: string, v: string): void } };
      localStorage.clear();
      if (s) {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
        localStorage.setItem('has_visited', '1');
      }
    }, session);
    // A returning buyer: the page seen once, so the app keeps its copy of it (docs/decisions/048).
    if (revisit) {
      await page.goto(`${baseURL}${revisit}`, { waitUntil: 'load' });
      await page.waitForFunction(
        () => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('page_snapshot'),
        null,
        {
          timeout: 30_000,
        },
      );
    }
    await page.close();
  } finally {
    // Over CDP this only disconnects: Chromium stays up.
    await browser.close();
  }
}
