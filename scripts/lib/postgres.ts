// A throwaway PostgreSQL cluster for the API tests: temp dir, free port, fsync off, trust auth.
// initdb refuses to run as root, so as root every server command runs as the `postgres` user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { freePort } from './free-port';

/**
 * The directory holding initdb and pg_ctl: PG_BIN when set (and only it), else Debian's newest
 * version, else the PATH.
 */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN) {
    const dir = path.resolve(process.env.PG_BIN);
    return isFile(path.join(dir, 'initdb')) && isFile(path.join(dir, 'pg_ctl')) ? dir : null;
  }
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [...versions.map((v) => path.join(base, v, 'bin')), ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  return candidates.find((dir) => isFile(path.join(dir, 'initdb')) && isFile(path.join(dir, 'pg_ctl'))) ?? null;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function postgresUser() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts a cluster and returns { url, version, stop() }. stop() is synchronous so that it can
 * also run from an 'exit' handler; it is safe to call twice. Throws with the server's own words
 * when the cluster cannot start.
 */
export async function startThrowawayPostgres(bin: string): Promise<{ url: string; version: string; stop(): void }> {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let wrap = (cmd: string, args: string[]): [string, string[]] => [cmd, args];
  if (asRoot) {
    const user = postgresUser();
    if (!user) throw new Error('running as root and there is no `postgres` user to run initdb as');
    wrap = (cmd: string, args: string[]): [string, string[]] => ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-pg-'));
  if (asRoot) {
    const user = postgresUser()!;
    fs.chownSync(dir, user.uid, user.gid);
  }
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const run = (cmd: string, args: string[]) => {
    const [c, a] = wrap(path.join(bin, cmd), args);
    return spawnSync(c, a, { encoding: 'utf8', timeout: 60_000 });
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
      const fast = run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '15', 'stop']);
      if (fast.status !== 0) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '10', 'stop']);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    const init = run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout || init.error}`);
    // A port picked as free can be taken before the server binds it: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      const start = run('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '30', '-o', options, 'start']);
      if (start.status === 0) {
        const version = run('pg_ctl', ['--version']).stdout.trim();
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
      }
      if (attempt >= 3) {
        const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
        throw new Error(`pg_ctl start failed:\n${start.stderr || start.stdout}\n${log}`);
      }
    }
  } catch (err) {
    stop();
    throw err;
  }
}
