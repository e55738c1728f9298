import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { loadEnv } from '../apps/server/src/env';

/**
 * The server in this process on a fresh PGlite with the demo night, beside a hello-world route:
 * the `GET /live` benches compare the two in the same process. `auth` is the demo buyer's header.
 */
export async function startLiveApp() {
  const database = await openDatabase({});
  const env = loadEnv({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/bench-unused', LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, database, webDist: null });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  await seedDatabase(database, { adminEmail: 'admin@bench.local', adminPassword: 'senha-bench-123', demo: true, local: true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'maria@bingo.local', password: 'bingo12345' }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    address,
    auth: { authorization: `Bearer ${token}` },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
