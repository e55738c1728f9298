import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('configuration', () => {
  it('has working defaults for a local start', () => {
    const env = loadEnv({ DATA_DIR: '/tmp/bingo-env-test', JWT_SECRET: 'x'.repeat(40) });
    expect(env).toMatchObject({ PORT: 3000, SEED_DEMO: true, PAYMENT_PROVIDER: 'fake', CARD_PRICE: 10, PUBLIC_URL: 'http://localhost:3000' });
  });

  it('stops with one line per wrong setting, naming it', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })).toThrow(
      /PORT:[\s\S]*DATABASE_URL: deve começar com postgres:\/\/[\s\S]*SMTP_URL/,
    );
  });

  it('requires a shared JWT_SECRET with DATABASE_URL and a key with the real provider', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(/JWT_SECRET: é obrigatório com DATABASE_URL/);
    expect(() => loadEnv({ JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'pagarme', DATA_DIR: '/tmp/x' })).toThrow(/PAGARME_SECRET_KEY/);
  });
});
