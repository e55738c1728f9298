import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';
import { createEvent } from './bingo-factories';
import { createRoles } from './factories';

// Personal data stays out of caches.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('Cache-Control', () => {
  it('is no-store on every signed-in answer, errors included', async () => {
    const { user, admin } = await createRoles(ctx);
    for (const [url, headers] of [
      ['/api/auth/me', user.auth],
      ['/api/sales/mine', user.auth],
      ['/api/admin/users', admin.auth],
      ['/api/admin/users', user.auth], // 403
      ['/api/auth/me', {}], // 401
      ['/api/events/active', user.auth], // a public route read by a signed-in caller
    ] as const) {
      const res = await ctx.app.inject({ url, headers });
      expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store');
    }
  });

  it('the live state keeps its ETag revalidation; anonymous public answers are left alone', async () => {
    const { user } = await createRoles(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const live = await ctx.app.inject({ url: `/api/events/${event.id}/live`, headers: user.auth });
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.headers.etag).toBeDefined();
    expect((await ctx.app.inject({ url: '/api/health' })).headers['cache-control']).toBeUndefined();
  });
});
