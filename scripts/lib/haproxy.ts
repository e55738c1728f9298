// HAProxy in front of server processes, run from the tested configuration in
// docs/deployment/haproxy.cfg: only the lines marked "tests:" change (listen address, certificate,
// server list), and the log goes to the output instead of syslog. TLS with a self-signed certificate
// made by openssl in a temp dir. Used by the cluster tests and the cluster benchmark.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { repoRoot } from './server-process';

export const HAPROXY_CFG = path.join(repoRoot, 'docs/deployment/haproxy.cfg');

/** The haproxy binary: HAPROXY_BIN when set (and only it), else Debian's /usr/sbin/haproxy, else the PATH; null when none. */
export function findHaproxy(): string | null {
  const candidates = process.env.HAPROXY_BIN
    ? [process.env.HAPROXY_BIN]
    : ['/usr/sbin/haproxy', ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'haproxy'))];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

export interface SelfSigned {
  /** Certificate then key, the one file HAProxy's `crt` reads. */
  pem: string;
  /** The certificate alone, for clients that trust it (`ca`). */
  cert: string;
}

/** A certificate for localhost and 127.0.0.1, valid for a day. */
export function selfSignedCertificate(dir: string): SelfSigned {
  const key = path.join(dir, 'bingo.key');
  const cert = path.join(dir, 'bingo.crt');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl req failed: ${made.stderr || made.error}`);
  const pem = path.join(dir, 'bingo.pem');
  fs.writeFileSync(pem, fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8'));
  return { pem, cert };
}

/**
 * docs/deployment/haproxy.cfg with the test's address, certificate and servers (host:port each).
 * Throws when a line it must change is not there: the documented file and the tested one stay one.
 */
export function testConfig(options: { port: number; pem: string; servers: string[] }): string {
  const text = fs.readFileSync(HAPROXY_CFG, 'utf8');
  const replace = (from: RegExp, to: string, doc: string) => {
    if (!from.test(doc)) throw new Error(`${path.relative(repoRoot, HAPROXY_CFG)}: no line matches ${from}`);
    return doc.replace(from, to);
  };
  let cfg = replace(/^\s*log \/dev\/log local0$/m, '    log stdout format raw local0', text);
  cfg = replace(/^\s*bind :80 .*$/m, '', cfg);
  cfg = replace(/^(\s*bind) :443 ssl crt \S+ (alpn h2,http\/1\.1).*$/m, `$1 127.0.0.1:${options.port} ssl crt ${options.pem} $2`, cfg);
  cfg = replace(
    /^\s*server app\d .*\n(?:\s*server app\d .*\n?)*/m,
    options.servers.map((s, i) => `    server app${i + 1} ${s}\n`).join(''),
    cfg,
  );
  return cfg;
}

export interface Haproxy {
  /** https://127.0.0.1:PORT */
  url: string;
  port: number;
  /** The self-signed certificate clients must trust. */
  ca: string;
  child: ChildProcess;
  /** What HAProxy printed (its log lines included). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts HAProxy (foreground, -db) with the tested configuration and resolves once
 * https://127.0.0.1:PORT/api/health answers 200 through it.
 */
export async function startHaproxy(bin: string, servers: string[], timeoutMs = 30_000): Promise<Haproxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-haproxy-'));
  const { pem, cert } = selfSignedCertificate(dir);
  const ca = fs.readFileSync(cert, 'utf8');
  const port = await freePort();
  const cfgFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfgFile, testConfig({ port, pem, servers }));
  const child = spawn(bin, ['-db', '-f', cfgFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: Buffer) => (out = (out + chunk.toString('utf8')).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.on('exit', () => child.kill('SIGKILL'));
  const proxy: Haproxy = {
    url: `https://127.0.0.1:${port}`,
    port,
    ca,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if ((await httpsStatus(`${proxy.url}/api/health`, ca)) === 200) return proxy;
    await new Promise((r) => setTimeout(r, 100));
  }
  await proxy.stop();
  throw new Error(`HAProxy não respondeu em ${timeoutMs} ms:\n${out}`);
}

/** The status of a GET over TLS trusting `ca` (0 when the connection fails). */
export function httpsStatus(url: string, ca: string): Promise<number> {
  return new Promise((resolve) => {
    const req = https.get(url, { ca, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
  });
}
