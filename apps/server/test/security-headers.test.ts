import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';
import { createEvent, finishRunningEvents } from './bingo-factories';
import { createRoles } from './factories';

// The security headers as @fastify/helmet wrote them before they were worked out once at start
// (docs/decisions/037): a browser must get exactly these, on every kind of answer.
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;" +
    "object-src 'none';script-src 'self' 'wasm-unsafe-eval';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const security = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name in SECURITY_HEADERS || name === 'strict-transport-security'));

describe('security headers', () => {
  it('are the same on a JSON answer, a poll of the live state (200 and 304), a refusal and an unknown route', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const first = await ctx.app.inject({ url: `/api/events/${event.id}/live`, headers: roles.user.auth });
    const etag = String(first.headers.etag);
    const answers = [
      await ctx.app.inject({ url: '/api/health' }),
      first,
      await ctx.app.inject({ url: `/api/events/${event.id}/live`, headers: { ...roles.user.auth, 'if-none-match': etag } }),
      await ctx.app.inject({ url: `/api/events/${event.id}/live`, headers: { 'if-none-match': etag } }),
      await ctx.app.inject({ url: '/api/auth/me' }),
      await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: 'Bearer nao-vale' } }),
      await ctx.app.inject({ url: '/api/nao-existe' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 304, 304, 401, 401, 404]);
    for (const res of answers) expect(security(res.headers)).toEqual(SECURITY_HEADERS);
  });

  it('are sent with the live stream, whose head the server writes itself', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const req = http.get({ port, path: `/api/events/${event.id}/live/stream` }, (res) => {
        resolve(res.headers);
        req.destroy();
      });
      req.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(security(headers)).toEqual(SECURITY_HEADERS);
    await finishRunningEvents(ctx);
  });
});
