// The app served for the Lighthouse runs (scripts/lighthouse.ts): the real server on a free port,
// an empty PGlite database in a temp dir and the demo night (SEED_DEMO=1: an event with sales open
// and the demo buyer with cards), plus the two answers the runs need from it.
import path from 'node:path';
import { freePort } from '../lib/free-port';
import { startServer as startServerProcess, type ServerProcess } from '../lib/server-process';

// The demo buyer of apps/server/src/db/seed/demo.ts (DEMO_BUYER).
const DEMO_BUYER = { email: 'maria@bingo.local', password: 'bingo12345' };

export interface Session {
  token: string;
  user: unknown;
}

let server: ServerProcess | null = null;

/** Starts the server on `dist` with its data under `tmp`; answers its base URL. */
export async function startServer({ root, dist, tmp }: { root: string; dist: string; tmp: string }): Promise<string> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST: dist,
    SEED_DEMO: '1',
    ADMIN_PASSWORD: 'lighthouse-admin-password',
    PAYMENT_PROVIDER: 'fake',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
  };
  // Outside settings that would send the data or the e-mails elsewhere.
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'TEST_DATABASE_URL']) delete env[key];
  server = await startServerProcess({ env, cwd: root, logFile: path.join(tmp, 'server.log'), timeoutMs: 180_000, pollMs: 200 });
  return baseURL;
}

/** The server is also killed on exit by scripts/lib/server-process.ts. */
export async function stopServer(): Promise<void> {
  await server?.stop();
}

export async function signIn(baseURL: string): Promise<Session> {
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_BUYER),
  });
  if (!res.ok) throw new Error(`demo buyer login failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as Partial<Session>;
  if (!session.token || !session.user) throw new Error('demo buyer login: no token or user in the answer');
  return session as Session;
}

/** The demo night's running event: GET /events/open lists the running one first. */
export async function runningEvent(baseURL: string): Promise<number> {
  const res = await fetch(`${baseURL}/api/events/open`);
  const [first] = (await res.json()) as { id: number; status: string }[];
  if (!first || first.status !== 'em_andamento') throw new Error('the demo night has no running event to follow');
  return first.id;
}
