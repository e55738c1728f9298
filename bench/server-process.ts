import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port.mjs';
import { startServer as startServerProcess } from '../scripts/lib/server-process.mjs';

export const BENCH_ADMIN = { email: 'admin@bench.local', password: 'senha-bench-123' };

/** The real server in its own process (demo data, embedded database in a temp dir). */
export async function startServer(): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const server = await startServerProcess({
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    inheritEnv: true,
    // A first start: migrations and the demo night, over a minute on a busy 2-core machine.
    timeoutMs: 180_000,
  });
  return {
    base: server.url,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}
