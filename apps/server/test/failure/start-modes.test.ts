import { afterEach, describe, expect, it } from 'vitest';
import { createServerDatabase, type ServerDatabase } from './server-database';
import { killServersAfterAll, spawnServer, startServer } from './server-process';

// decisions.md §12: the demo checkout and the demo buyer only where they belong.
describe('starting locally and on a public address', () => {
  killServersAfterAll();
  let database: ServerDatabase | null = null;
  afterEach(async () => {
    await database?.drop();
    database = null;
  });

  it('on a public address without PAYMENT_PROVIDER, refuses to start with a pt-BR line naming it', async () => {
    database = await createServerDatabase();
    const server = spawnServer({ ...database.env, PUBLIC_URL: 'https://bingo.paroquia.org.br', PAYMENT_PROVIDER: '' });
    const { code } = await server.exited;
    expect(code, server.output()).not.toBe(0);
    expect(server.output()).toContain('PAYMENT_PROVIDER: escolha pagarme (ou fake, só para demonstração) fora do modo local');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('locally, with no setting at all: the demo night, the documented demo buyer and the demo checkout, said in the log', async () => {
    database = await createServerDatabase();
    const server = await startServer({ ...database.env, PUBLIC_URL: '', PAYMENT_PROVIDER: '', SEED_DEMO: '' });
    expect(server.output()).toContain('comprador maria@bingo.local / bingo12345');
    expect(server.output()).toContain('Pagamentos: checkout de demonstração embutido (fake): nenhuma cobrança real');
    expect(await (await fetch(`${server.url}/api/app-info`)).json()).toEqual({ demo_payments: true });
    await server.stop();
  });

  it('on a public address with the fake provider chosen: no demo night, a warning in the log, the banner on', async () => {
    database = await createServerDatabase();
    const server = await startServer({
      ...database.env,
      PUBLIC_URL: 'https://bingo.paroquia.org.br',
      PAYMENT_PROVIDER: 'fake',
      SEED_DEMO: '',
    });
    expect(server.output()).not.toContain('Dados de demonstração criados');
    expect(server.output()).toContain('qualquer um pode \\"pagar\\" cartelas sem cobrança real');
    expect(await (await fetch(`${server.url}/api/app-info`)).json()).toEqual({ demo_payments: true });
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maria@bingo.local', password: 'bingo12345' }),
    });
    expect(login.status).toBe(401);
    await server.stop();
  });
});
