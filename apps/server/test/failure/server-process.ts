import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/**
 * The real server as a child process (`node --import tsx src/server.ts`), as production runs it:
 * started on a free port, waited for until /api/health answers, its output kept for failure
 * messages, and never left behind (killed on teardown and when the test worker exits).
 */

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export const ADMIN = { email: 'admin@falhas.test', password: 'senha-do-admin-de-falhas' };
export const JWT_SECRET = 'segredo-dos-testes-de-falha-com-mais-de-32-caracteres';

export interface ServerProcess {
  pid: number;
  /** http://127.0.0.1:PORT once listening. */
  url: string;
  /** The last lines the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9, resolved once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful), then SIGKILL after 5 s. */
  stop(): Promise<void>;
}

/** Spawns the server without waiting for it (a start expected to fail uses this). */
export function spawnServer(env: Record<string, string>): ServerProcess & { listening: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET,
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: string[] = [];
  // Every request is logged at info: those lines are left out (but for 5xx answers), the rest kept.
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter((l) => l && !/"statusCode":[1-4]\d\d\}.*"msg":"request completed"|"msg":"incoming request"/.test(l)));
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const listening = new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered = (buffered + chunk.toString('utf8')).slice(-4000);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffered);
      if (match) resolve(match[1]!);
    });
    void exited.then(({ code, signal }) => reject(new Error(`o servidor terminou antes de ouvir (código ${code}, sinal ${signal})`)));
  });
  listening.catch(() => {});
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const server = {
    pid: child.pid!,
    url: '',
    listening,
    exited,
    output: () => lines.join('\n'),
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  void listening.then((url) => (server.url = url), () => {});
  return server;
}

/** Starts the server and waits until /api/health answers 200 (the start's output in the error otherwise). */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const server = spawnServer(env);
  const deadline = Date.now() + timeoutMs;
  try {
    const url = await Promise.race([
      server.listening,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`o servidor não ouviu em ${timeoutMs} ms`)), timeoutMs).unref()),
    ]);
    while (Date.now() < deadline) {
      const status = await fetch(`${url}/api/health`).then((r) => r.status, () => 0);
      if (status === 200) return server;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`/api/health não respondeu 200 em ${timeoutMs} ms`);
  } catch (err) {
    await server.kill9();
    throw new Error(`${(err as Error).message}\n--- saída do servidor ---\n${server.output()}`, { cause: err });
  }
}

/** Kills, at the end of the file, every server this file started and left running. */
export function killServersAfterAll(): void {
  afterAll(async () => {
    await Promise.all([...running].map(async (child) => {
      child.kill('SIGKILL');
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    }));
  });
}
