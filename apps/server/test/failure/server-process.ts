import { afterAll } from 'vitest';
import { killAllServers, spawnServer as spawnProcess, waitForHealth, type ServerProcess } from '../../../../scripts/lib/server-process';

/**
 * The real server as a child process, as production runs it, with the settings every failure test
 * shares (its own admin, JWT and card-code secrets, no demo night, JSON logs, no web build). Starting, waiting
 * for /api/health and never leaving a process behind are scripts/lib/server-process.ts.
 */

export type { ServerProcess };

export const ADMIN = { email: 'admin@falhas.test', password: 'senha-do-admin-de-falhas' };
export const JWT_SECRET = 'segredo-dos-testes-de-falha-com-mais-de-32-caracteres';
const CARD_CODE_SECRET = 'codigos-das-cartelas-dos-testes-de-falha';

// Every request is logged at info: those lines are left out of the kept output (but for 5xx answers).
const REQUEST_LINE = /"statusCode":[1-4]\d\d\}.*"msg":"request completed"|"msg":"incoming request"/;

/** Spawns the server without waiting for it (a start expected to fail uses this). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const server = spawnProcess({
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET,
      CARD_CODE_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      PUBLIC_URL: 'http://bingo.test',
      PAYMENT_PROVIDER: 'fake',
      RATE_LIMIT_AUTH: '100000',
      WEB_DIST: '/nonexistent/bingo-web-dist',
      ...env,
    },
    dropLine: REQUEST_LINE,
  });
  // A graceful stop that takes over 5 s is a failure here: do not wait the default 10 s.
  const stop = server.stop;
  server.stop = (graceMs = 5000) => stop(graceMs);
  return server;
}

/** Starts the server and waits until /api/health answers 200 (the start's output in the error otherwise). */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  return waitForHealth(spawnServer(env), { timeoutMs, pollMs: 50 });
}

/** Kills, at the end of the file, every server this file started and left running. */
export function killServersAfterAll(): void {
  afterAll(killAllServers);
}
