import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../../scripts/lib/free-port';
import { repoRoot as root, spawnServer, waitForHealth, type ServerProcess } from '../../../../scripts/lib/server-process';
import { chromiumArgs, chromiumPath } from './chromium';
import { seedLiveFixture } from './live-fixture';
import './provided';

// WEB_DIST (the server's own setting) can point at another build, e.g. one made in a temp dir.
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
const admin = { email: 'admin@e2e.test', password: 'senha-do-admin-e2e' };

/**
 * Starts, once per run: the real server (built web app + API) on a free port with an empty
 * PGlite database in a temp dir, its output captured in a file (e-mails are printed there), and
 * one Chromium that every test file connects to.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No web build in ${webDist}: run \`npm run build -w apps/web\` first (npm test does).`);
  }
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH.`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-e2e-'));
  const serverLog = path.join(dir, 'server.log');
  const dataDir = path.join(dir, 'data');
  // Data no API can create yet (a buyer's approved cards), written before the server opens the directory.
  const liveFixture = await seedLiveFixture(dataDir, admin).catch((err: unknown) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  // Picked right before the server binds it, so the seconds of seeding leave no time to lose it.
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startServer({ port, baseURL, dataDir, serverLog });
  // If vitest is stopped (Ctrl-C, SIGTERM) the teardown below does not run: the server is killed
  // on exit by scripts/lib/server-process.ts, its temp dir here.
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  process.on('exit', removeDir);

  let browser: BrowserServer | null = null;
  const teardown = async () => {
    await browser?.close().catch(() => {});
    await server.stop();
    process.off('exit', removeDir);
    removeDir();
  };
  try {
    const [launched] = await Promise.all([
      chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs }),
      waitForHealth(server, { timeoutMs: 60_000, pollMs: 150 }),
    ]);
    browser = launched;
  } catch (err) {
    await teardown();
    throw err;
  }
  project.provide('e2e', { baseURL, wsEndpoint: browser.wsEndpoint(), serverLog, admin });
  project.provide('liveFixture', liveFixture);
  return teardown;
}

function startServer(opts: { port: number; baseURL: string; dataDir: string; serverLog: string }): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: opts.baseURL,
    DATA_DIR: opts.dataDir,
    WEB_DIST: webDist,
    SEED_DEMO: '0',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'info',
    PAYMENT_PROVIDER: 'fake',
    // Every test signs in from 127.0.0.1: the per-IP limit on auth routes would trip.
    RATE_LIMIT_AUTH: '10000',
  };
  // Outside settings that would change where the data or the e-mails go.
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'TEST_DATABASE_URL']) delete env[key];
  // The output goes to a file: the tests read the e-mails the server prints there.
  return spawnServer({ env, cwd: root, logFile: opts.serverLog });
}
