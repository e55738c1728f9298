import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openTestDatabase, testEnv } from '../../test/app';
import { logOptions, redactUrl } from './log-options';

describe('redactUrl', () => {
  it('hides secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/pagarme/webhook?token=s3gr3d0-do-webhook&x=1')).toBe('/api/pagarme/webhook?token=[oculto]&x=1');
    expect(redactUrl('/reset-password?Token=abc')).toBe('/reset-password?Token=[oculto]');
    expect(redactUrl('/x?access_token=a&page=2&%74oken=b')).toBe('/x?access_token=[oculto]&page=2&%74oken=[oculto]');
    expect(redactUrl('/api/events?page=2')).toBe('/api/events?page=2');
    expect(redactUrl('/x?token')).toBe('/x?token');
  });

  it('hides the webhook token sent as a path segment', () => {
    expect(redactUrl('/api/pagarme/webhook/s3gr3d0-do-webhook')).toBe('/api/pagarme/webhook/[oculto]');
    expect(redactUrl('/api/pagarme/webhook/s3gr3d0?token=outro&x=1')).toBe('/api/pagarme/webhook/[oculto]?token=[oculto]&x=1');
    expect(redactUrl('/api/pagarme/webhook')).toBe('/api/pagarme/webhook');
    expect(redactUrl('/api/pagarme/webhook?token=abc')).toBe('/api/pagarme/webhook?token=[oculto]');
  });

  it('hides the webhook token in every spelling of the path a router or a proxy might accept', () => {
    for (const url of [
      '//api/pagarme/webhook/s3gr3d0',
      '/api//pagarme///webhook/s3gr3d0',
      '/api/pagarme/webhook//s3gr3d0',
      '/api/pagarme/webhook;s3gr3d0',
      '/api/pagarme/webhook;x=1/s3gr3d0',
      '/api/pagarme/%77ebhook/s3gr3d0',
      '/api/pagarme/webhook%2Fs3gr3d0',
      '/api/pagarme/webhook%252Fs3gr3d0',
      '/API/Pagarme/WEBHOOK/s3gr3d0',
      '/api/./pagarme/x/../webhook/s3gr3d0',
      '/api\\pagarme\\webhook\\s3gr3d0',
      '/api/pagarme/webhook%3Ftoken=s3gr3d0',
    ]) {
      const shown = redactUrl(url);
      expect(shown, url).not.toMatch(/s3gr3d0/i);
      expect(shown, url).toContain('[oculto]');
    }
    // Query parameters after `;`, escaped names, array names.
    for (const url of [
      '/api/pagarme/webhook?x=1;token=s3gr3d0',
      '/api/pagarme/webhook?%2574oken=s3gr3d0',
      '/x?token[]=s3gr3d0',
      '/x?Senha=1&password=s3gr3d0',
    ]) {
      expect(redactUrl(url), url).not.toMatch(/s3gr3d0/i);
    }
  });

  it('hides the configured token wherever it appears, however escaped', () => {
    const token = 'Token-Do-Webhook-123456';
    for (const url of [
      `/api/pagarme/${token}/webhook`,
      `/api/x?y=${encodeURIComponent(token)}`,
      `/api/x/%54oken-Do-Webhook-123456`,
      `/api/x?next=%252F${token}`,
    ]) {
      expect(redactUrl(url, [token]), url).not.toMatch(/Do-Webhook-123456/i);
    }
    expect(redactUrl('/api/events?page=2', [token])).toBe('/api/events?page=2');
  });
});

// Secrets out of the request log; a client's request id only from a trusted proxy.
describe('the request log', () => {
  let app: App;
  let proxied: App;
  let out = '';
  const drops: (() => Promise<void>)[] = [];
  const build = async (overrides: Record<string, string> = {}) => {
    const { database, drop } = await openTestDatabase();
    const env = testEnv({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...overrides });
    const built = await buildApp({
      env,
      database,
      webDist: null,
      logger: { ...logOptions(env), stream: { write: (s: string) => void (out += s) } },
    });
    drops.push(async () => {
      await built.close();
      await database.close();
      await drop();
    });
    return built;
  };
  beforeAll(async () => {
    app = await build();
    proxied = await build({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('never shows the webhook token or a reset link token', async () => {
    out = '';
    await app.inject({ method: 'POST', url: '/api/pagarme/webhook?token=segredo-do-webhook-123', payload: {} });
    await app.inject({ url: '/reset-password?token=link-secreto-de-redefinicao' });
    await app.inject({ method: 'POST', url: '/api/pagarme/webhook/segredo-no-caminho-456', payload: {} });
    expect(out).toContain('"url":"/api/pagarme/webhook?token=[oculto]"');
    expect(out).toContain('"url":"/api/pagarme/webhook/[oculto]"');
    expect(out).not.toContain('segredo-no-caminho-456');
    expect(out).toContain('"url":"/reset-password?token=[oculto]"');
    expect(out).not.toContain('segredo-do-webhook-123');
    expect(out).not.toContain('link-secreto-de-redefinicao');
  });

  it('never shows the webhook token sent with doubled slashes, `;` or escapes', async () => {
    out = '';
    for (const url of [
      '//api/pagarme/webhook/segredo-aaa-111',
      '/api//pagarme/webhook/segredo-bbb-222',
      '/api/pagarme/webhook;segredo-ccc-333',
      '/api/pagarme/%77ebhook/segredo-ddd-444',
    ])
      await app.inject({ method: 'POST', url, payload: {} });
    expect(out).not.toMatch(/segredo-(aaa|bbb|ccc|ddd)/);
    expect(out.match(/\[oculto\]/g)).toHaveLength(4);
  });

  it('keeps the polled routes out of the info log, and every other request in it', async () => {
    out = '';
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/events/1/live' });
    await app.inject({ url: '/api/events/active' });
    const urls = out
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url)
      .filter(Boolean);
    expect(urls).toEqual(['/api/events/active']);
  });

  it('logs every poll at debug level, for whoever needs them', async () => {
    const verbose = await build({ LOG_LEVEL: 'debug' });
    out = '';
    await verbose.inject({ url: '/api/health' });
    expect(out).toContain('"url":"/api/health"');
  });

  it('takes x-request-id from a trusted proxy only', async () => {
    const sent = { 'x-request-id': 'id-escolhido-pelo-cliente' };
    expect((await app.inject({ url: '/api/health', headers: sent })).headers['x-request-id']).not.toBe('id-escolhido-pelo-cliente');
    expect((await proxied.inject({ url: '/api/health', headers: sent })).headers['x-request-id']).toBe('id-escolhido-pelo-cliente');
  });
});
