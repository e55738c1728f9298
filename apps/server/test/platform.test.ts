import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_AUTH: '3' });
});
afterAll(() => ctx.close());

describe('platform', () => {
  it('reports health with the database kind', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.database.kind });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers a JSON pt-BR 404 for an unknown API route', async () => {
    const res = await ctx.app.inject({ url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Rota não encontrada.' });
  });

  it('publishes the OpenAPI description built from the zod schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });

  it('sends security headers with a CSP that forbids framing and foreign scripts', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only on answers that went out over TLS (here: a trusted proxy saying https)', async () => {
    const plain = await ctx.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim TLS with a header.
    const claimed = await ctx.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const tls = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
      const http = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('rate-limits password e-mails per address with a pt-BR 429', async () => {
    const attempt = (remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email: 'x@y.com' } });
    for (let i = 0; i < 3; i++) expect((await attempt('10.9.9.9')).statusCode).toBe(200);
    const limited = await attempt('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Muitas tentativas/);
    expect((await attempt('10.9.9.10')).statusCode).toBe(200);
  });

  it('lets a whole hall sign in from one address; only a flood (15x RATE_LIMIT_AUTH a minute) is cut', async () => {
    const attempt = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.9.20',
        payload: { email: `pessoa${i}@y.com`, password: 'errada-123' },
      });
    for (let i = 0; i < 45; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(45)).statusCode).toBe(429);
  });

  it('does not rate-limit the health route (phones in one hall share an address)', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await ctx.app.inject({ url: '/api/health', remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
    }
  });
});
