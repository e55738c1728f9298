import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, resetTokens, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { TEST_PASSWORD, createUser } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function lastLinkTokenFor(email: string): Promise<string> {
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const match = mail?.text.match(/token=([\w-]+)/);
  if (!match?.[1]) throw new Error('no link in the outbox');
  return decodeURIComponent(match[1]);
}

describe('register and login', () => {
  it('registers, then signs in with the same password and reads /auth/me', async () => {
    const reg = await post('/api/register', { name: '  Joana Silva ', email: 'Joana@Exemplo.com', password: 'segredo123' });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ name: 'Joana Silva', email: 'joana@exemplo.com', is_admin: false, active: true });
    expect(reg.json()).not.toHaveProperty('password_hash');

    const login = await post('/api/login', { email: 'joana@exemplo.com', password: 'segredo123' });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(user.email).toBe('joana@exemplo.com');
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().name).toBe('Joana Silva');
  });

  it('refuses a duplicate e-mail with 409 and stores nothing new', async () => {
    await post('/api/register', { name: 'Primeira', email: 'dup@exemplo.com', password: 'segredo123' });
    const again = await post('/api/register', { name: 'Segunda', email: 'DUP@exemplo.com', password: 'outra-senha' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Este email já está cadastrado.');
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'dup@exemplo.com'));
    expect(rows.map((r) => r.name)).toEqual(['Primeira']);
  });

  it('ignores is_admin sent on register (mass assignment)', async () => {
    const reg = await post('/api/register', { name: 'Esperto', email: 'esperto@exemplo.com', password: 'segredo123', is_admin: true });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().is_admin).toBe(false);
  });

  it('answers pt-BR 400s for bad input, never a 500', async () => {
    const short = await post('/api/register', { name: 'A', email: 'a@b.com', password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('A senha deve ter pelo menos 8 caracteres.');
    expect(short.json().fields.password).toBeDefined();

    const long = await post('/api/register', { name: 'x'.repeat(500), email: 'long@b.com', password: 'segredo123' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Nome: use no máximo 120 caracteres.');

    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Corpo da requisição inválido: JSON malformado.');

    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('says "E-mail ou senha inválidos." for a wrong password and for an unknown e-mail alike', async () => {
    const user = await createUser(ctx);
    const wrong = await post('/api/login', { email: user.email, password: 'errada-123' });
    const unknown = await post('/api/login', { email: 'ninguem@exemplo.com', password: 'errada-123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe('E-mail ou senha inválidos.');
    expect(unknown.json().error).toBe('E-mail ou senha inválidos.');
  });
});

describe('tokens', () => {
  it('refuses missing, forged and expired tokens with a message about the token', async () => {
    const none = await ctx.app.inject({ url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toMatch(/token/);
    const forged = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toMatch(/token/);

    const { TokenService } = await import('../../lib/tokens');
    const user = await createUser(ctx);
    const expired = await new TokenService(ctx.env.JWT_SECRET, '1s').sign(user.id, 0);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
  });

  it('accepts HS256 only: a token signed with the right secret under another algorithm is refused', async () => {
    const { SignJWT } = await import('jose');
    const user = await createUser(ctx);
    const key = new TextEncoder().encode(ctx.env.JWT_SECRET);
    const signed = (alg: string) =>
      new SignJWT({}).setProtectedHeader({ alg, typ: 'JWT' }).setSubject(String(user.id)).setIssuedAt().setExpirationTime('1h').sign(key);
    const accepted = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${await signed('HS256')}` } });
    expect(accepted.statusCode).toBe(200);
    for (const alg of ['HS384', 'HS512']) {
      const res = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${await signed(alg)}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatch(/token/);
    }
  });

  it('stops a deactivated user at once, even with a valid token', async () => {
    const user = await createUser(ctx);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    await ctx.app.userDirectory.changed(user.id);
    const after = await ctx.app.inject({ url: '/api/auth/me', headers: user.auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toMatch(/token/);
    const login = await post('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('updates name and phone, keeping only digits of the phone', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: user.auth,
      payload: { name: 'Nome Novo', phone: '(11) 98765-4321' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nome Novo', phone: '11987654321' });
  });

  it('changes the password only with the right current password', async () => {
    const user = await createUser(ctx);
    const bad = await post('/api/auth/change-password', { current_password: 'nao-e-essa', new_password: 'nova-senha-1' }, user.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Senha atual incorreta.');
    const ok = await post('/api/auth/change-password', { current_password: TEST_PASSWORD, new_password: 'nova-senha-1' }, user.auth);
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/login', { email: user.email, password: 'nova-senha-1' })).statusCode).toBe(200);
  });

  it('serves /admin/users/:id to the user themself and to admins, not to others', async () => {
    const [admin, user, other] = await Promise.all([createUser(ctx, { admin: true }), createUser(ctx), createUser(ctx)]);
    expect((await ctx.app.inject({ url: `/api/admin/users/${user.id}`, headers: user.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/admin/users/${user.id}`, headers: admin.auth })).statusCode).toBe(200);
    const denied = await ctx.app.inject({ url: `/api/admin/users/${user.id}`, headers: other.auth });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('Acesso negado.');
    expect((await ctx.app.inject({ url: `/api/admin/users/${user.id}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/admin/users/999999', headers: admin.auth })).statusCode).toBe(404);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown e-mails, mailing only the known one', async () => {
    const user = await createUser(ctx);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'fantasma@exemplo.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'fantasma@exemplo.com'));
    expect(mails).toHaveLength(0);
    expect(await lastLinkTokenFor(user.email)).toBeTruthy();
  });

  it('resets with the mailed link once; the link cannot be reused; the token is stored hashed', async () => {
    const user = await createUser(ctx);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await lastLinkTokenFor(user.email);
    const stored = await ctx.database.db.select().from(resetTokens).where(eq(resetTokens.userId, user.id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);

    const ok = await post('/api/auth/reset-password', { token, password: 'senha-nova-99' });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/login', { email: user.email, password: 'senha-nova-99' })).statusCode).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, password: 'outra-senha-99' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatch(/inválido ou expirado/);
    expect((await post('/api/login', { email: user.email, password: 'senha-nova-99' })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(ctx);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await lastLinkTokenFor(user.email);
    await ctx.database.db
      .update(resetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetTokens.userId, user.id));
    const res = await post('/api/auth/reset-password', { token, password: 'senha-nova-99' });
    expect(res.statusCode).toBe(400);
  });
});
