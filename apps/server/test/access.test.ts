import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';
import { createUser, type TestUser } from './factories';

let ctx: TestContext;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createUser(ctx);
});
afterAll(() => ctx.close());

/** A concrete URL for a route pattern: ids become 1, other params 'x'. */
const concrete = (url: string) => url.replace(/:id\b|:\w*Id\b/g, '1').replace(/:(\w+)/g, 'x');

describe('access declared on every route is enforced', () => {
  it('lists the routes of the API with their access', () => {
    expect(ctx.app.accessTable.length).toBeGreaterThan(5);
    expect(ctx.app.accessTable).toContainEqual({ method: 'GET', url: '/api/auth/me', access: 'user' });
    expect(ctx.app.accessTable).toContainEqual({ method: 'POST', url: '/api/rounds/:id/draw', access: 'admin' });
    expect(ctx.app.accessTable).toContainEqual({ method: 'GET', url: '/api/events/active', access: 'public' });
  });

  it('refuses anonymous callers on every signed-in and admin route with 401 and a token message', async () => {
    for (const route of ctx.app.accessTable.filter((r) => r.access !== 'public')) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error).toMatch(/token/);
    }
  });

  it('refuses buyers on every admin route with 403 "Acesso negado."', async () => {
    for (const route of ctx.app.accessTable.filter((r) => r.access === 'admin')) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: buyer.auth });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error).toBe('Acesso negado.');
    }
  });

  it('lets anonymous callers reach public routes (no 401/403)', async () => {
    for (const route of ctx.app.accessTable.filter((r) => r.access === 'public')) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });
});
