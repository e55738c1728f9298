import { userMessages } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, sellCards } from '../../../test/bingo-factories';
import { createRoles, createUser, type TestUser } from '../../../test/factories';
import { cards } from '../../db/schema';
import { UsersAdminService } from './users-admin.service';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who: TestUser = roles.admin) => {
  const res = await ctx.app.inject({ method, url: `/api/admin/users${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const me = (who: TestUser) => ctx.app.inject({ url: '/api/auth/me', headers: who.auth });

describe('POST /admin/users', () => {
  it('creates a user who can sign in, with a code when made an affiliate', async () => {
    const created = await call('POST', '', {
      name: 'Nova Pessoa',
      email: 'Nova@Teste.com',
      password: 'senha-nova-123',
      is_affiliate: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Nova Pessoa', email: 'nova@teste.com', is_admin: false, is_affiliate: true, active: true });
    expect(created.body.code).toMatch(/^[A-Z0-9]{6,8}$/);
    expect(created.body).not.toHaveProperty('password');
    expect((await login('nova@teste.com', 'senha-nova-123')).statusCode).toBe(200);
  });

  it('refuses a taken e-mail (409), a short password (400) and a non-admin caller (403)', async () => {
    const payload = { name: 'Outra', email: 'nova@teste.com', password: 'senha-nova-123' };
    expect(await call('POST', '', payload)).toEqual({ status: 409, body: { error: 'Este email já está cadastrado.' } });
    expect((await call('POST', '', { ...payload, email: 'x@teste.com', password: '123' })).status).toBe(400);
    expect((await call('POST', '', { ...payload, email: 'y@teste.com' }, roles.user)).status).toBe(403);
  });
});

describe('PATCH /admin/users/:id and its toggles', () => {
  it('edits name, e-mail and roles; a taken e-mail is a 409', async () => {
    const u = await createUser(ctx);
    const res = await call('PATCH', `/${u.id}`, { name: 'Nome Editado', email: 'editado@teste.com', is_admin: true });
    expect(res.body).toMatchObject({ id: u.id, name: 'Nome Editado', email: 'editado@teste.com', is_admin: true });
    expect((await call('PATCH', `/${u.id}`, { name: 'x', email: roles.user.email })).status).toBe(409);
    expect((await call('PATCH', '/999999', { name: 'x', email: 'z@teste.com' })).status).toBe(404);
  });

  it('makes an affiliate with a code the first time and keeps that code afterwards', async () => {
    const u = await createUser(ctx);
    const first = await call('PATCH', `/${u.id}/affiliate`, { is_affiliate: true });
    expect(first.body.is_affiliate).toBe(true);
    const code = first.body.code as string;
    expect(code).toMatch(/^[A-Z0-9]{6,8}$/);
    expect((await call('PATCH', `/${u.id}/affiliate`, { is_affiliate: false })).body).toMatchObject({ is_affiliate: false, code });
    expect((await call('PATCH', `/${u.id}/affiliate`, { is_affiliate: true })).body).toMatchObject({ is_affiliate: true, code });
  });

  it('retries a colliding affiliate code until a free one comes', async () => {
    await createUser(ctx, { affiliate: true, code: 'TAKEN1' });
    const u = await createUser(ctx);
    const codes = ['TAKEN1', 'TAKEN1', 'FREE22'];
    const service = new UsersAdminService(ctx.database, ctx.app.userDirectory, () => codes.shift()!);
    expect((await service.setAffiliate(u.id, true)).code).toBe('FREE22');
  });

  it('deactivates (the token stops working at once, for good) and reactivates (a new login works)', async () => {
    const u = await createUser(ctx);
    expect((await call('PATCH', `/${u.id}/status`, { active: false })).body.active).toBe(false);
    expect((await me(u)).statusCode).toBe(401);
    expect((await call('PATCH', `/${u.id}/status`, { active: true })).body.active).toBe(true);
    expect((await me(u)).statusCode).toBe(401);
    expect((await login(u.email, 'senha-de-teste-123')).statusCode).toBe(200);
  });

  it('a demoted admin loses admin access at once', async () => {
    const other = await createUser(ctx, { admin: true });
    expect((await call('PATCH', `/${other.id}`, { name: 'Ex Admin', email: other.email, is_admin: false })).status).toBe(200);
    expect((await call('POST', '', { name: 'x', email: 'w@teste.com', password: 'senha-nova-123' }, other)).status).toBe(403);
  });

  it('resets a password: the new one signs in, the old one no longer does', async () => {
    const u = await createUser(ctx);
    expect(await call('PATCH', `/${u.id}/password`, { password: 'trocada-12345' })).toEqual({
      status: 200,
      body: { message: userMessages.passwordChanged },
    });
    expect((await login(u.email, 'trocada-12345')).statusCode).toBe(200);
    expect((await login(u.email, 'senha-de-teste-123')).statusCode).toBe(401);
    expect((await call('PATCH', `/${u.id}/password`, { password: 'curta' })).status).toBe(400);
  });
});

describe('self-protection and the last administrator', () => {
  it('an admin cannot demote, deactivate or delete themself', async () => {
    const a = roles.admin;
    expect(await call('PATCH', `/${a.id}`, { name: 'Admin', email: a.email, is_admin: false })).toEqual({
      status: 409,
      body: { error: userMessages.selfDemote },
    });
    expect(await call('PATCH', `/${a.id}/status`, { active: false })).toEqual({
      status: 409,
      body: { error: userMessages.selfDeactivate },
    });
    expect(await call('DELETE', `/${a.id}`)).toEqual({ status: 409, body: { error: userMessages.selfDelete } });
    expect((await me(a)).statusCode).toBe(200);
  });

  it('keeps the last active administrator, even against two admins demoting each other at once', async () => {
    const fresh = await createTestApp();
    try {
      const [a, b] = [await createUser(fresh, { admin: true }), await createUser(fresh, { admin: true })];
      const demote = (who: TestUser, target: TestUser) =>
        fresh.app.inject({ method: 'PATCH', url: `/api/admin/users/${target.id}/status`, headers: who.auth, payload: { active: false } });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      const statuses = results.map((r) => r.statusCode).sort();
      // One wins; the other is refused (last admin) or, once its caller was deactivated, its
      // token no longer works (401) or it is no longer allowed (403).
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const service = new UsersAdminService(fresh.database, fresh.app.userDirectory);
      const survivor = results[0]!.statusCode === 200 ? a : b;
      await expect(service.setStatus(0, survivor.id, false)).rejects.toMatchObject({ status: 409, message: userMessages.lastAdmin });
      await expect(service.remove(0, survivor.id)).rejects.toMatchObject({ status: 409, message: userMessages.lastAdmin });
    } finally {
      await fresh.close();
    }
  });
});

describe('DELETE /admin/users/:id', () => {
  it('deletes a user without purchases or sales', async () => {
    const u = await createUser(ctx);
    expect(await call('DELETE', `/${u.id}`)).toEqual({ status: 200, body: { message: userMessages.deleted } });
    expect((await call('DELETE', `/${u.id}`)).status).toBe(404);
  });

  it('refuses a user with purchases: deactivate instead', async () => {
    const buyer = await createUser(ctx);
    await sellCards(ctx, (await createEvent(ctx)).id, buyer, 1);
    expect(await call('DELETE', `/${buyer.id}`)).toEqual({ status: 409, body: { error: userMessages.hasSales } });
    expect((await me(buyer)).statusCode).toBe(200);
  });

  it('refuses a seller with physical sales', async () => {
    const seller = await createUser(ctx);
    const event = await createEvent(ctx);
    const batch = await ctx.app.inject({
      method: 'POST',
      url: '/api/card-batches',
      headers: roles.admin.auth,
      payload: { name: 'Lote do vendedor', user_id: seller.id, amount: 1, event_id: event.id },
    });
    const [card] = await ctx.database.db.select({ id: cards.id }).from(cards).where(eq(cards.batchId, batch.json().id));
    const sale = await ctx.app.inject({
      method: 'POST',
      url: '/api/physical-sales',
      headers: roles.admin.auth,
      payload: { card_id: card!.id, user_id: roles.other.id },
    });
    expect(sale.statusCode).toBe(201);
    // Both the responsible of a batch and the one who sold a card are kept.
    expect(await call('DELETE', `/${seller.id}`)).toEqual({ status: 409, body: { error: userMessages.hasSales } });
    expect(await call('DELETE', `/${roles.other.id}`)).toEqual({ status: 409, body: { error: userMessages.hasSales } });
  });
});
