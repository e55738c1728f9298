import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('configuration', () => {
  it('has working defaults for a local start', () => {
    const env = loadEnv({ DATA_DIR: '/tmp/bingo-env-test', JWT_SECRET: 'x'.repeat(40) });
    expect(env).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
      PAYMENT_PROVIDER: 'fake',
      CARD_PRICE: 10,
      PUBLIC_URL: 'http://localhost:3000',
    });
  });

  it('refuses a default card price under R$ 1,00', () => {
    expect(() => loadEnv({ DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(40), CARD_PRICE: '0' })).toThrow(
      /CARD_PRICE: deve ser de pelo menos 1/,
    );
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

  it('keeps the card check codes on a secret of their own: shared with DATABASE_URL, never the JWT one', () => {
    const server = { DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'j'.repeat(40) };
    expect(() => loadEnv(server)).toThrow(/CARD_CODE_SECRET: é obrigatório com DATABASE_URL/);
    expect(() => loadEnv({ ...server, CARD_CODE_SECRET: 'j'.repeat(40) })).toThrow(/CARD_CODE_SECRET: deve ser diferente de JWT_SECRET/);
    expect(loadEnv({ ...server, CARD_CODE_SECRET: 'c'.repeat(40) }).CARD_CODE_SECRET).toBe('c'.repeat(40));
  });

  it('locally, generates both secrets once in DATA_DIR and reads the same ones after a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-env-secrets-'));
    try {
      const first = loadEnv({ DATA_DIR: dir });
      expect(first.CARD_CODE_SECRET).toHaveLength(64);
      expect(first.CARD_CODE_SECRET).not.toBe(first.JWT_SECRET);
      expect(fs.readFileSync(path.join(dir, 'card-code-secret'), 'utf8')).toBe(first.CARD_CODE_SECRET);
      const again = loadEnv({ DATA_DIR: dir });
      expect([again.JWT_SECRET, again.CARD_CODE_SECRET]).toEqual([first.JWT_SECRET, first.CARD_CODE_SECRET]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('local, demo and production (decisions.md §12)', () => {
  const base = { DATA_DIR: '/tmp/bingo-env-test', JWT_SECRET: 'x'.repeat(40) };

  it('is local without a public address, or with a loopback one, and then needs no setting', () => {
    for (const PUBLIC_URL of [undefined, 'http://localhost:8080', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const env = loadEnv({ ...base, PUBLIC_URL });
      expect(env).toMatchObject({ LOCAL: true, PAYMENT_PROVIDER: 'fake', SEED_DEMO: true });
    }
  });

  it('counts no other name as local: look-alikes of loopback, every-interface and network addresses are public', () => {
    for (const PUBLIC_URL of [
      'http://localhost.example.com',
      'http://127.0.0.1.nip.io:3000',
      'http://0.0.0.0:3000',
      'http://[::]:3000',
      'http://bingo.local',
      'http://localhost6',
      'http://127.0.0.2',
      'http://192.168.0.10:3000',
    ]) {
      expect(() => loadEnv({ ...base, PUBLIC_URL }), PUBLIC_URL).toThrow(/PAYMENT_PROVIDER: escolha pagarme/);
      expect(loadEnv({ ...base, PUBLIC_URL, PAYMENT_PROVIDER: 'fake' }).LOCAL, PUBLIC_URL).toBe(false);
    }
  });

  it('is not local listening on one chosen address other than loopback, even without PUBLIC_URL', () => {
    for (const HOST of [
      '203.0.113.5',
      '192.168.0.10',
      'bingo.paroquia.org.br',
      'localhost.example.com',
      '127.0.0.1.nip.io',
      '::ffff:203.0.113.5',
    ]) {
      expect(() => loadEnv({ ...base, HOST }), HOST).toThrow(/PAYMENT_PROVIDER: escolha pagarme/);
      expect(loadEnv({ ...base, HOST, PAYMENT_PROVIDER: 'fake' }), HOST).toMatchObject({ LOCAL: false, SEED_DEMO: false });
    }
    // Loopback, and every interface (the default: the hall's phones reach the machine on its Wi-Fi), stay local.
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::', 'LOCALHOST'])
      expect(loadEnv({ ...base, HOST }).LOCAL, HOST).toBe(true);
  });

  it('refuses to start outside local without an explicit PAYMENT_PROVIDER, naming it in pt-BR', () => {
    expect(() => loadEnv({ ...base, PUBLIC_URL: 'https://bingo.paroquia.org.br' })).toThrow(/PAYMENT_PROVIDER: escolha pagarme/);
    expect(() => loadEnv({ ...base, NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('outside local, the demo night is off unless asked for, and fake payments only when chosen', () => {
    const env = loadEnv({ ...base, PUBLIC_URL: 'https://bingo.paroquia.org.br', PAYMENT_PROVIDER: 'fake' });
    expect(env).toMatchObject({ LOCAL: false, PAYMENT_PROVIDER: 'fake', SEED_DEMO: false });
    expect(loadEnv({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'fake', SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, never "trust everyone"', () => {
    expect(loadEnv(base).TRUST_PROXY).toBe(false);
    expect(loadEnv({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => loadEnv({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: use o número de proxies/);
    expect(() => loadEnv({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/inválido: 10\.0\.0\.0\/33/);
  });
});

describe('the real payment provider (docs/decisions/009)', () => {
  const pagarme = {
    DATA_DIR: '/tmp/bingo-env-test',
    JWT_SECRET: 'x'.repeat(40),
    PAYMENT_PROVIDER: 'pagarme',
    PAGARME_SECRET_KEY: 'sk_test_x',
    PAGARME_WEBHOOK_TOKEN: 'w'.repeat(20),
  };

  it('needs an https PUBLIC_URL to send the buyer back to', () => {
    expect(() => loadEnv(pagarme)).toThrow(/PUBLIC_URL: é obrigatório com PAYMENT_PROVIDER=pagarme e deve começar com https:\/\//);
    expect(() => loadEnv({ ...pagarme, PUBLIC_URL: 'http://bingo.paroquia.org.br' })).toThrow(/PUBLIC_URL/);
    expect(loadEnv({ ...pagarme, PUBLIC_URL: 'https://bingo.paroquia.org.br' }).PUBLIC_URL).toBe('https://bingo.paroquia.org.br');
  });

  it('takes a card statement text of at most 13 letters, digits or spaces', () => {
    const env = (d: string) => loadEnv({ ...pagarme, PUBLIC_URL: 'https://b.org', PAGARME_STATEMENT_DESCRIPTOR: d });
    expect(env('BINGO PAROQUI').PAGARME_STATEMENT_DESCRIPTOR).toBe('BINGO PAROQUI');
    expect(() => env('BINGO BENEFICENTE')).toThrow(/PAGARME_STATEMENT_DESCRIPTOR: use até 13/);
    expect(() => env('SÃO JOSÉ')).toThrow(/PAGARME_STATEMENT_DESCRIPTOR/);
    expect(loadEnv({ ...pagarme, PUBLIC_URL: 'https://b.org' }).PAGARME_STATEMENT_DESCRIPTOR).toBeUndefined();
  });
});
