import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent } from '../../../test/bingo-factories';
import { createRoles, createUser, TEST_PASSWORD, type TestUser } from '../../../test/factories';
import { events } from '../../db/schema';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
// Every name carries this run's tag, so the filters below see only this file's users.
const tag = crypto.randomBytes(3).toString('hex');
let zeca: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  zeca = await createUser(ctx, { name: `zeca Vendedor ${tag}`, email: `zeca.${tag}@teste.com` });
  await createUser(ctx, { name: `Ana Vendedora ${tag}`, affiliate: true, code: `AF${tag.toUpperCase()}` });
  await createUser(ctx, { name: `Bruno Vendedor ${tag}`, active: false });
  await createUser(ctx, { name: `Carla 100%_${tag}`, admin: true });
});
afterAll(() => ctx.close());

const list = async (query: string, who: TestUser = roles.admin) => {
  const res = await ctx.app.inject({ url: `/api/admin/users?${query}`, headers: who.auth });
  return { status: res.statusCode, body: res.json() };
};
const names = (body: { items: { name: string }[] }) => body.items.map((u) => u.name);

describe('GET /admin/users', () => {
  it('filters by name (case ignored), ordered by name, with the total and the user fields', async () => {
    const { status, body } = await list(`name=VENDEDOR ${tag}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual([`Bruno Vendedor ${tag}`, `zeca Vendedor ${tag}`]);
    expect(body.total).toBe(2);
    expect(body.items[1]).toEqual({
      id: zeca.id,
      name: `zeca Vendedor ${tag}`,
      email: `zeca.${tag}@teste.com`,
      is_admin: false,
      is_affiliate: false,
      active: true,
      code: null,
      phone: null,
      document: null,
      createdAt: expect.any(String),
      is_seller: false,
    });
    expect(body.items[1]).not.toHaveProperty('password');
    expect(body.items[1]).not.toHaveProperty('passwordHash');
  });

  it('filters by e-mail, active, is_admin and is_affiliate', async () => {
    expect(names((await list(`email=ZECA.${tag}`)).body)).toEqual([`zeca Vendedor ${tag}`]);
    expect(names((await list(`name=${tag}&active=false`)).body)).toEqual([`Bruno Vendedor ${tag}`]);
    expect(names((await list(`name=${tag}&is_admin=true`)).body)).toEqual([`Carla 100%_${tag}`]);
    expect(names((await list(`name=${tag}&is_affiliate=1`)).body)).toEqual([`Ana Vendedora ${tag}`]);
    expect((await list(`name=${tag}&active=true&is_admin=0`)).body.total).toBe(2);
  });

  it('takes % and _ in a name literally', async () => {
    expect(names((await list(`name=${encodeURIComponent(`100%_${tag}`)}`)).body)).toEqual([`Carla 100%_${tag}`]);
    expect((await list(`name=${encodeURIComponent(`%${tag}x`)}`)).body.total).toBe(0);
  });

  it('pages without overlap', async () => {
    const first = (await list(`name=${tag}&limit=3&page=1`)).body;
    const second = (await list(`name=${tag}&limit=3&page=2`)).body;
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(new Set([...names(first), ...names(second)]).size).toBe(4);
  });

  it('refuses bad query values with 400, buyers with 403 and anonymous callers with 401', async () => {
    expect((await list('limit=0')).status).toBe(400);
    expect((await list('active=talvez')).status).toBe(400);
    const buyer = await list('', roles.user);
    expect(buyer).toEqual({ status: 403, body: { error: 'Acesso negado.' } });
    expect((await ctx.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
  });

  it("says who sells, derived from the batches of events not finished, and the seller's login says so too (decisions.md §13)", async () => {
    const seller = await createUser(ctx, { name: `Dora Lote ${tag}` });
    const former = await createUser(ctx, { name: `Edu Lote ${tag}` });
    const running = await createEvent(ctx, { status: 'em_andamento' });
    const finished = await createEvent(ctx, { status: 'scheduled' });
    await createBatch(ctx, roles.admin, running.id, 1, seller);
    await createBatch(ctx, roles.admin, finished.id, 1, former);
    // A batch of a night that is over: its responsible no longer sells.
    await ctx.database.db.update(events).set({ status: 'finalizado' }).where(eq(events.id, finished.id));
    const { body } = await list(`name=LOTE ${tag}`);
    expect(body.items.map((u: { name: string; is_seller: boolean }) => [u.name, u.is_seller])).toEqual([
      [`Dora Lote ${tag}`, true],
      [`Edu Lote ${tag}`, false],
    ]);
    const login = async (user: TestUser) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: TEST_PASSWORD } })).json();
    expect((await login(seller)).is_seller).toBe(true);
    expect((await login(former)).is_seller).toBe(false);
  });
});
