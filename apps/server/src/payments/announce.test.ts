import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { announcePayments } from './announce';

const base = { DATA_DIR: '/tmp/bingo-env-test', JWT_SECRET: 'x'.repeat(40) };

function lines(source: Record<string, string>) {
  const logged: { level: string; message: string }[] = [];
  announcePayments(
    { info: (message) => logged.push({ level: 'info', message }), warn: (message) => logged.push({ level: 'warn', message }) },
    loadEnv({ ...base, ...source }),
  );
  return logged;
}

describe("the start's payments line", () => {
  it('warns when the demo checkout runs on a public address (by PUBLIC_URL, HOST or NODE_ENV)', () => {
    const publicStarts: Record<string, string>[] = [
      { PUBLIC_URL: 'https://bingo.paroquia.org.br', PAYMENT_PROVIDER: 'fake' },
      { HOST: '203.0.113.5', PAYMENT_PROVIDER: 'fake' },
      { NODE_ENV: 'production', PAYMENT_PROVIDER: 'fake' },
    ];
    for (const source of publicStarts) {
      expect(lines(source), JSON.stringify(source)).toEqual([{ level: 'warn', message: expect.stringContaining('sem cobrança real') }]);
    }
  });

  it('only informs locally, and with the real provider', () => {
    expect(lines({})).toEqual([{ level: 'info', message: 'Pagamentos: checkout de demonstração embutido (fake): nenhuma cobrança real' }]);
    expect(
      lines({
        PUBLIC_URL: 'https://bingo.paroquia.org.br',
        PAYMENT_PROVIDER: 'pagarme',
        PAGARME_SECRET_KEY: 'sk_test_x',
        PAGARME_WEBHOOK_TOKEN: 'w'.repeat(20),
      }),
    ).toEqual([{ level: 'info', message: expect.stringMatching(/^Pagamentos: Pagar\.me/) }]);
  });
});
