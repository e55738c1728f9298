// The real server in a child process, started and waited for until /api/health answers 200: the
// one copy used by the end-to-end setup, the failure tests, the benchmarks, the Lighthouse script
// and the start-time measurement.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(repoRoot, 'apps/server');

/**
 * How to run the server: from its TypeScript sources through tsx (dev, tests) or the build of
 * `npm start`, with the node options of apps/server's start script (read from it, so that what is
 * measured and tested is what `npm start` runs).
 */
export function serverCommand(mode: 'tsx' | 'compiled' = 'tsx'): string[] {
  if (mode === 'compiled') return [process.execPath, ...startOptions(), path.join(serverDir, 'dist/server.js')];
  return [process.execPath, '--import', 'tsx', path.join(serverDir, 'src/server.ts')];
}

function startOptions(): string[] {
  const start = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')).scripts.start;
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) dist\/server\.js$/.exec(start);
  if (!match) throw new Error(`apps/server's start script is not "node [--options] dist/server.js": ${start}`);
  return match[1]!.trim().split(' ').filter(Boolean);
}

const running = new Set<ChildProcess>();
// A test runner or script that exits (or is stopped) must not leave servers behind.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const isRunning = (child: ChildProcess) => running.has(child);

export interface SpawnServerOptions {
  /** The child's whole environment (PATH included), unless inheritEnv adds it to process.env. */
  env?: Record<string, string | undefined>;
  inheritEnv?: boolean;
  /** Default: serverCommand('tsx'). */
  command?: string[];
  /** Default: apps/server. */
  cwd?: string;
  /** Output appended straight to this file instead of kept in memory (then PORT must not be 0). */
  logFile?: string;
  /** In-memory output: how many lines to keep (300), and which to leave out. */
  keepLines?: number;
  dropLine?: RegExp;
}

export interface ServerProcess {
  pid: number;
  child: ChildProcess;
  /** http://HOST:PORT once known ('' before). */
  url: string;
  /** Resolves with the URL once the server listens (PORT=0: read from its log). */
  listening: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** kill -9, resolved once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful), then SIGKILL after graceMs (10 s). */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Spawns the server without waiting for it. `env` is the whole environment unless `inheritEnv`;
 * `logFile` sends the output straight to that file (else the last `keepLines` lines are kept in
 * memory, without the lines `dropLine` matches). PORT=0 needs the in-memory output: the address is
 * read from Fastify's "Server listening at" line.
 */
export function spawnServer({
  env = {},
  inheritEnv = false,
  command = serverCommand(),
  cwd = serverDir,
  logFile,
  keepLines = 300,
  dropLine,
}: SpawnServerOptions = {}): ServerProcess {
  const fullEnv = inheritEnv ? { ...process.env, ...env } : env;
  const out = logFile ? fs.openSync(logFile, 'a') : 'pipe';
  const child: ChildProcess = spawn(command[0]!, command.slice(1), { cwd, env: fullEnv, stdio: ['ignore', out, out] });
  if (typeof out === 'number') fs.closeSync(out);
  running.add(child);

  const lines: string[] = [];
  // A command that cannot start emits 'error' and never 'exit': both end the process here.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
    child.once('error', (err) => {
      running.delete(child);
      lines.push(`não foi possível iniciar ${command[0]}: ${err.message}`);
      resolve({ code: null, signal: null });
    });
  });

  const configuredPort = Number(fullEnv.PORT);
  const host = fullEnv.HOST && fullEnv.HOST !== '0.0.0.0' ? fullEnv.HOST : '127.0.0.1';
  let listening: Promise<string>;
  if (configuredPort > 0) {
    listening = Promise.resolve(`http://${host}:${configuredPort}`);
  } else if (logFile) {
    listening = Promise.reject(new Error('spawnServer: PORT=0 needs the output in memory (no logFile)'));
  } else {
    listening = new Promise<string>((resolve, reject) => {
      let recent = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        recent = (recent + chunk.toString('utf8')).slice(-4000);
        const match = /Server listening at (http:\/\/[^\s"]+)/.exec(recent);
        if (match) resolve(match[1]!);
      });
      void exited.then(({ code, signal }) => reject(new Error(`o servidor terminou antes de ouvir (código ${code}, sinal ${signal})`)));
    });
  }
  listening.catch(() => {});

  if (!logFile) {
    const keep = (chunk: Buffer) => {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((l) => l && !dropLine?.test(l)),
      );
      if (lines.length > keepLines) lines.splice(0, lines.length - keepLines);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
  }

  const server: ServerProcess = {
    pid: child.pid!,
    child,
    url: '',
    listening,
    exited,
    output: () => (logFile ? tail(logFile) : lines.join('\n')),
    async kill9() {
      if (isRunning(child)) child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM (graceful stop), then SIGKILL after graceMs. */
    async stop(graceMs = 10_000) {
      if (!isRunning(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  void listening.then(
    (url) => (server.url = url),
    () => {},
  );
  return server;
}

/** Waits until /api/health answers 200; on failure kills the server and throws with its last output. */
export async function waitForHealth(
  server: ServerProcess,
  { timeoutMs = 60_000, pollMs = 100 }: { timeoutMs?: number | undefined; pollMs?: number | undefined } = {},
): Promise<ServerProcess> {
  const deadline = Date.now() + timeoutMs;
  try {
    const url = await Promise.race<string>([
      server.listening,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`o servidor não ouviu em ${timeoutMs} ms`)), timeoutMs).unref()),
    ]);
    while (Date.now() < deadline) {
      if (!isRunning(server.child))
        throw new Error(`o servidor terminou durante o início (${server.child.exitCode ?? server.child.signalCode ?? 'não iniciou'})`);
      const status = await fetch(`${url}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return server;
      await new Promise((r) => setTimeout(r, pollMs));
    }
    throw new Error(`/api/health não respondeu 200 em ${timeoutMs} ms`);
  } catch (err) {
    await server.kill9();
    throw new Error(`${(err as Error).message}\n--- saída do servidor ---\n${server.output()}`, { cause: err });
  }
}

/** spawnServer, then waitForHealth: resolves once the server answers. */
export async function startServer(options: SpawnServerOptions & { timeoutMs?: number; pollMs?: number } = {}): Promise<ServerProcess> {
  const { timeoutMs, pollMs, ...spawnOptions } = options;
  return waitForHealth(spawnServer(spawnOptions), { timeoutMs, pollMs });
}

/** SIGKILL to every server this process started and that still runs, resolved once they are gone. */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    }),
  );
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').slice(-3000);
  } catch {
    return '(sem saída do servidor)';
  }
}
