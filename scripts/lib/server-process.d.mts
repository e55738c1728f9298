// Types of server-process.mjs for the TypeScript callers (e2e setup, failure tests, benchmarks).
import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;

/** The command line of the server: TypeScript through tsx (default) or the build of `npm start`. */
export declare function serverCommand(mode?: 'tsx' | 'compiled'): string[];

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

export declare function spawnServer(options?: SpawnServerOptions): ServerProcess;

export declare function waitForHealth(server: ServerProcess, options?: { timeoutMs?: number; pollMs?: number }): Promise<ServerProcess>;

export declare function startServer(options?: SpawnServerOptions & { timeoutMs?: number; pollMs?: number }): Promise<ServerProcess>;

export declare function killAllServers(): Promise<void>;
