import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './chromium';
import { seedLiveFixture } from './live-fixture';
import './provided';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
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
  // If vitest is stopped (Ctrl-C, SIGTERM) the teardown below does not run: never leave a server.
  const killServer = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', killServer);

  let browser: BrowserServer | null = null;
  const teardown = async () => {
    await browser?.close().catch(() => {});
    await stopServer(server);
    process.off('exit', killServer);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [launched] = await Promise.all([
      chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs }),
      waitForHealth(baseURL, server, serverLog),
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

function startServer(opts: { port: number; baseURL: string; dataDir: string; serverLog: string }): ChildProcess {
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
  const out = fs.openSync(opts.serverLog, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return child;
}

async function waitForHealth(baseURL: string, server: ChildProcess, serverLog: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited during start (${server.exitCode ?? server.signalCode}):\n${tail(serverLog)}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${tail(serverLog)}`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').slice(-3000);
  } catch {
    return '(no server output)';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
