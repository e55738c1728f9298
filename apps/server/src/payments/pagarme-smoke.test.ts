import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { PagarmeStub } from '../../test/pagarme-stub';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TOKEN = 'token-do-webhook-do-smoke-123';

/** `npm run pagarme:smoke` as the operator runs it, its base URL pointed at the strict look-alike. */
function smoke(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pagarme-smoke.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', PAGARME_SMOKE_POLL_MS: '100', PAGARME_SMOKE_WAIT_SECONDS: '10', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

let stub: PagarmeStub;
let ctx: TestContext;
let origin: string;
beforeAll(async () => {
  // Like the sandbox's simulator: a PIX of at most R$ 500 is paid a moment later.
  stub = await new PagarmeStub({ autoPayPixAfterMs: 300 }).start();
  ctx = await createTestApp({
    PAYMENT_PROVIDER: 'pagarme',
    PUBLIC_URL: 'https://bingo.test',
    PAGARME_SECRET_KEY: 'sk_test_x',
    PAGARME_API_URL: stub.url,
    PAGARME_WEBHOOK_TOKEN: TOKEN,
  });
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
  await stub.stop();
});

// Only ever run here against the look-alike: this machine cannot reach the real sandbox.
describe('npm run pagarme:smoke', () => {
  it('creates a checkout and a PIX order the strict stub accepts, follows the PIX to paid and checks the webhook refuses a call without its token', async () => {
    for (const registered of [`${origin}/api/pagarme/webhook/${TOKEN}`, `${origin}/api/pagarme/webhook?token=${TOKEN}`]) {
      stub.requests.length = 0;
      const run = await smoke({
        PAGARME_SECRET_KEY: 'sk_test_smoke',
        PAGARME_API_URL: stub.url,
        PAGARME_SMOKE_WEBHOOK_URL: registered,
        PAGARME_STATEMENT_DESCRIPTOR: 'BINGO SOLIDAR',
      });
      expect(run.out, run.out).toContain('URL de pagamento: https://pagar.me/checkout/');
      expect(run.out).toContain('código PIX copia e cola: 00020101021226...');
      expect(run.out).toContain('status: pending -> paid');
      expect(run.out).toMatch(/ok {4}checkout: expires_at \S+ \(em 30 min; pedido: 30 min\)/);
      expect(run.out).toMatch(/ok {4}PIX: expires_at \S+ \(em 30 min; pedido: 30 min\)/);
      expect(run.out).toContain('moeda BRL');
      expect(run.out).toContain('valor pago: 1.00 BRL');
      expect(run.out).toContain('webhook sem o token: 401');
      expect(run.out).toContain('webhook com um token errado: 401');
      // The delivery with the token reaches the server, which re-reads the order: not one of its purchases.
      expect(run.out).toContain('webhook com o token: 200 {"received":true,"outcome":"unknown"}');
      expect(run.code, run.out).toBe(0);
      const posts = stub.requests.filter((r) => r.method === 'POST');
      expect(posts.map((r) => (r.body as { payments: [{ payment_method: string; amount: number }] }).payments[0])).toMatchObject([
        { payment_method: 'checkout', amount: 100 },
        { payment_method: 'pix', amount: 100 },
      ]);
    }
  }, 60_000);

  it('fails when the webhook answers without the token, and refuses a production key', async () => {
    const open = await smoke({
      PAGARME_SECRET_KEY: 'sk_test_smoke',
      PAGARME_API_URL: stub.url,
      PAGARME_SMOKE_WEBHOOK_URL: `${origin}/api/health`,
    });
    expect(open.out).toMatch(/FALHA webhook sem o token: esperava 401/);
    expect(open.out).toMatch(/FALHA webhook com o token: esperava 200/);
    expect(open.code).toBe(1);
    const live = await smoke({ PAGARME_SECRET_KEY: 'sk_live_chave', PAGARME_API_URL: stub.url });
    expect(live.code).toBe(1);
    expect(live.out).toContain('Use uma chave de teste');
  }, 60_000);
});
