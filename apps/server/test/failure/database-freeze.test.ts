import { msg } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectStatus, signIn } from './http';
import { createServerDatabase, onPostgres, type ServerDatabase } from './server-database';
import { killServersAfterAll, startServer, type ServerProcess } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// PostgreSQL that stops answering without closing anything (a frozen host, a silent network): the
// health check must still say 503 within seconds, so a load balancer takes the process out, and the
// server must carry on by itself once the database answers again.
describe.runIf(onPostgres)('the database freezing and thawing', () => {
  killServersAfterAll();
  let database: ServerDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createServerDatabase();
    const direct = new URL(database.url!);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(database.url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await startServer({ DATABASE_URL: proxied.toString() });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('health answers 503 in pt-BR within seconds while frozen, and the server works again after', async () => {
    const admin = await signIn(server.url);
    proxy.freeze();
    try {
      const health = await call(server.url, 'GET', '/api/health');
      expect(health.status, server.output()).toBe(503);
      expect(health.body).toEqual({ error: msg.databaseUnavailable });
      expect(health.ms).toBeLessThan(4000);
    } finally {
      proxy.thaw();
    }
    let status = 0;
    const thawedAt = performance.now();
    while (status !== 200 && performance.now() - thawedAt < 10_000) status = (await call(server.url, 'GET', '/api/health')).status;
    expect(status, server.output()).toBe(200);
    await expectStatus(
      201,
      call(server.url, 'POST', '/api/events', {
        token: admin,
        body: { name: 'Depois do gelo', start_date: new Date().toISOString(), rounds_count: 1 },
      }),
    );
  });
});
