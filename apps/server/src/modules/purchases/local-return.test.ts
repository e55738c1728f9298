import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { checkoutPayload, chooseOnFakeCheckout } from '../../../test/purchase-factories';

/**
 * docs/decisions/028: in local mode the hall's laptop is reached at 127.0.0.1 or at its LAN address;
 * a browser keeps the session per address, so the demo checkout and its return must stay on the
 * address the buyer came from. Outside local mode, PUBLIC_URL as always.
 */
async function buyAt(ctx: TestContext, auth: Record<string, string>, host: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/pagarme/payment-link',
    headers: { ...auth, host },
    payload: checkoutPayload({ quantidade: 1 }),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; code: string };
}

describe('payment return links in local mode', () => {
  let ctx: TestContext;
  let roles: Awaited<ReturnType<typeof createRoles>>;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    roles = await createRoles(ctx);
    await createEvent(ctx, { status: 'em_andamento', cardPrice: 5 });
  });
  afterAll(() => ctx.close());

  it('sends a buyer browsing at the LAN address to the demo checkout there and back there', async () => {
    const reply = await buyAt(ctx, roles.user.auth, '192.168.0.15:3000');
    expect(reply.url).toMatch(/^http:\/\/192\.168\.0\.15:3000\/fake-checkout\/or_fake_/);
    const page = await ctx.app.inject({ url: new URL(reply.url).pathname, headers: { host: '192.168.0.15:3000' } });
    // The page's form posts back to the address it was opened at, never to localhost.
    expect(page.body).toContain(`action="${new URL(reply.url).pathname}"`);
    expect(page.body).not.toContain('localhost');
    const paid = await chooseOnFakeCheckout(ctx, reply.url, 'aprovar');
    expect(paid.statusCode).toBe(303);
    // A path: the browser stays on the address it paid at, where its session is.
    expect(paid.headers.location).toBe(`/sucesso?order_id=${reply.code}`);
  });

  it('follows 127.0.0.1 too, and falls back to PUBLIC_URL for a Host that is not a host name', async () => {
    expect((await buyAt(ctx, roles.user.auth, '127.0.0.1:3000')).url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/fake-checkout\//);
    expect((await buyAt(ctx, roles.user.auth, 'evil.test/x?y')).url).toMatch(/^http:\/\/localhost:3000\/fake-checkout\//);
  });
});

describe('payment return links outside local mode', () => {
  let ctx: TestContext;
  let roles: Awaited<ReturnType<typeof createRoles>>;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'https://bingo.exemplo.org' });
    roles = await createRoles(ctx);
    await createEvent(ctx, { status: 'em_andamento', cardPrice: 5 });
  });
  afterAll(() => ctx.close());

  it('keeps PUBLIC_URL whatever Host the request names', async () => {
    expect((await buyAt(ctx, roles.user.auth, '192.168.0.15:3000')).url).toMatch(/^https:\/\/bingo\.exemplo\.org\/fake-checkout\//);
  });
});
