import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port';
import { findPostgresBin, startThrowawayPostgres } from '../scripts/lib/postgres';
import { startServer as startServerProcess } from '../scripts/lib/server-process';

export const BENCH_ADMIN = { email: 'admin@bench.local', password: 'senha-bench-123' };

export interface BenchServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real server in its own process, with the demo night unless `env` says otherwise: on the
 * embedded database in a temp dir, or on the PostgreSQL server at `databaseUrl`.
 */
export async function startServer(
  options: {
    databaseUrl?: string;
    env?: Record<string, string>;
    /** Default: the TypeScript sources through tsx. */ command?: string[];
  } = {},
): Promise<BenchServer> {
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
      ...(options.databaseUrl
        ? { DATABASE_URL: options.databaseUrl, JWT_SECRET: 'bench-jwt-'.repeat(5), CARD_CODE_SECRET: 'bench-card-'.repeat(5) }
        : {}),
      ...options.env,
    },
    inheritEnv: true,
    ...(options.command ? { command: options.command } : {}),
    // A first start: migrations and the demo night, over a minute on a busy 2-core machine.
    timeoutMs: 180_000,
  });
  return {
    base: server.url,
    pid: server.pid,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throwaway PostgreSQL cluster (as the API tests use), or null when this machine has none. */
export async function throwawayPostgres(): Promise<{ url: string; version: string; stop(): void } | null> {
  const bin = findPostgresBin();
  return bin ? startThrowawayPostgres(bin) : null;
}

/** Resident memory of a process, in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}

/**
 * `measure` on the embedded database, then on a throwaway PostgreSQL cluster (stopped after):
 * the live benches report both side by side. `postgres` is null when this machine has none.
 */
export async function onBothDatabases<T>(measure: (databaseUrl?: string) => Promise<T>): Promise<{ pglite: T; postgres: T | null }> {
  const pglite = await measure();
  const cluster = await throwawayPostgres();
  try {
    return { pglite, postgres: cluster ? await measure(cluster.url) : null };
  } finally {
    cluster?.stop();
  }
}
