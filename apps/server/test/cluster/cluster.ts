import https from 'node:https';
import { findHaproxy, startHaproxy, type Haproxy } from '../../../../scripts/lib/haproxy';
import { createServerDatabase, type ServerDatabase } from '../failure/server-database';
import { ADMIN, startServer, type ServerProcess } from '../failure/server-process';

/**
 * Several real server processes on one PostgreSQL behind HAProxy, configured by the tested
 * docs/deployment/haproxy.cfg (TLS, HTTP/2, /api/health checks), as README "Vários servidores
 * atrás de um balanceador" says: TRUST_PROXY=1 and the same secrets in every process.
 */
export const haproxyBin = findHaproxy();

export interface Cluster {
  proxy: Haproxy;
  servers: ServerProcess[];
  database: ServerDatabase;
  stop(): Promise<void>;
}

export async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  if (!haproxyBin) throw new Error('HAProxy não encontrado');
  const database = await createServerDatabase();
  const servers = await Promise.all(
    Array.from({ length: count }, () => startServer({ ...database.env, TRUST_PROXY: '1', ...env }, 60_000)),
  );
  const proxy = await startHaproxy(
    haproxyBin,
    servers.map((s) => new URL(s.url).host),
  );
  return {
    proxy,
    servers,
    database,
    async stop() {
      await proxy.stop();
      await Promise.all(servers.map((s) => s.stop()));
      await database.drop();
    },
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field in the tests */
export interface ProxyReply {
  status: number;
  body: any;
}

/**
 * One HTTPS call through the balancer, trusting its self-signed certificate. A connection the
 * balancer drops (its process killed mid-request) answers status 0.
 */
export function viaProxy(
  proxy: Haproxy,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ProxyReply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = https.request(
      `${proxy.url}${path}`,
      {
        method,
        ca: proxy.ca,
        timeout: 15_000,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: any = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON (HAProxy's own error page): kept as text
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', () => resolve({ status: 0, body: null }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: null }));
    req.on('timeout', () => req.destroy());
    req.end(payload);
  });
}

export async function expectOk(reply: Promise<ProxyReply>, status = 200): Promise<any> {
  const r = await reply;
  if (r.status !== status) throw new Error(`esperado ${status}, veio ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function signInViaProxy(proxy: Haproxy, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  return ((await expectOk(viaProxy(proxy, 'POST', '/api/login', { body: { email, password } }))) as { token: string }).token;
}
