import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { TEST_PASSWORD, createUser } from '../../../test/factories';
import { openLiveStream } from '../../../test/failure/live-stream';

// docs/decisions/008: a new password, a deactivation or "Sair de todos os dispositivos" ends every earlier
// session of the user (decisions.md §12).
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) }).then((r) => r.statusCode);
const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await post('/api/login', { email, password });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

async function resetLink(email: string): Promise<string> {
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return decodeURIComponent(/token=([\w%-]+)/.exec(mail!.text)![1]!);
}

describe('sessions end with the password', () => {
  it('a password change ends every other session; this device gets a new token that works', async () => {
    const user = await createUser(ctx);
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);
    const change = await post('/api/auth/change-password', { current_password: TEST_PASSWORD, new_password: 'nova-senha-456' }, laptop);
    expect(change.statusCode).toBe(200);
    expect(change.json().message).toBe('Senha alterada com sucesso!');
    expect([await me(phone), await me(laptop), await me(user.token)]).toEqual([401, 401, 401]);
    expect(await me(change.json().token)).toBe(200);
    expect(await me(await signIn(user.email, 'nova-senha-456'))).toBe(200);
  });

  it("an administrator's reset ends the user's sessions", async () => {
    const admin = await createUser(ctx, { admin: true });
    const user = await createUser(ctx);
    const phone = await signIn(user.email);
    const reset = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/password`,
      headers: admin.auth,
      payload: { password: 'dada-pelo-admin' },
    });
    expect(reset.statusCode).toBe(200);
    expect([await me(phone), await me(user.token)]).toEqual([401, 401]);
    expect(await me(admin.token)).toBe(200);
  });

  it('using a reset link ends the sessions (a pre-created guest account is taken back) and voids the other links', async () => {
    const user = await createUser(ctx);
    const attacker = await signIn(user.email);
    const older = await resetLink(user.email);
    const used = await resetLink(user.email);
    expect((await post('/api/auth/reset-password', { token: used, password: 'minha-de-verdade' })).statusCode).toBe(200);
    expect(await me(attacker)).toBe(401);
    const again = await post('/api/auth/reset-password', { token: older, password: 'senha-do-atacante' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Link de redefinição inválido ou expirado. Peça um novo.');
    expect(await me(await signIn(user.email, 'minha-de-verdade'))).toBe(200);
  });

  it('changing the password voids every outstanding reset link', async () => {
    const user = await createUser(ctx);
    const link = await resetLink(user.email);
    const token = await signIn(user.email);
    expect(
      (await post('/api/auth/change-password', { current_password: TEST_PASSWORD, new_password: 'outra-senha-789' }, token)).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/reset-password', { token: link, password: 'senha-do-atacante' })).statusCode).toBe(400);
  });

  it('a deactivation ends the sessions for good: reactivating does not revive the old tokens', async () => {
    const admin = await createUser(ctx, { admin: true });
    const user = await createUser(ctx);
    const status = (active: boolean) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${user.id}/status`, headers: admin.auth, payload: { active } });
    expect((await status(false)).statusCode).toBe(200);
    expect((await status(true)).statusCode).toBe(200);
    expect(await me(user.token)).toBe(401);
    expect(await me(await signIn(user.email))).toBe(200);
  });

  it('"Sair de todos os dispositivos" ends every session, this one included', async () => {
    const user = await createUser(ctx);
    const phone = await signIn(user.email);
    const res = await post('/api/auth/logout-all', {}, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Você saiu de todos os dispositivos.');
    expect([await me(phone), await me(user.token)]).toEqual([401, 401]);
    expect(await me(await signIn(user.email))).toBe(200);
  });

  it("closes the user's open live streams within a second, and only theirs", async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const mine = await openLiveStream(base, event.id, user.token);
    const theirs = await openLiveStream(base, event.id, other.token);
    const started = performance.now();
    expect((await post('/api/auth/logout-all', {}, user.token)).statusCode).toBe(200);
    const ended = await Promise.race([mine.ended.then(() => true), new Promise((r) => setTimeout(() => r(false), 2000))]);
    expect(ended).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
    const stillOpen = await Promise.race([theirs.ended.then(() => false), new Promise((r) => setTimeout(() => r(true), 300))]);
    expect(stillOpen).toBe(true);
    theirs.close();
  });
});

describe('tokens', () => {
  it('takes the Authorization scheme in any case', async () => {
    const user = await createUser(ctx);
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `${scheme} ${user.token}` } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('reads a token already verified in any spacing the scheme allows, and nothing glued after it', async () => {
    const user = await createUser(ctx);
    expect(await me(user.token)).toBe(200);
    const status = (authorization: string) => ctx.app.inject({ url: '/api/auth/me', headers: { authorization } }).then((r) => r.statusCode);
    for (const spelling of [`Bearer  ${user.token}`, `Bearer ${user.token} `, `Bearer\t${user.token}`, `bearer ${user.token}`]) {
      expect(await status(spelling)).toBe(200);
    }
    for (const spelling of [`Bearer ${user.token} x`, `Bearer ${user.token}x`, `Bearer${user.token}`]) {
      expect(await status(spelling)).toBe(401);
    }
  });
});

describe('token subjects', () => {
  it('takes only a positive integer written plainly as the subject ("1.0", "+1", "01" are refused)', async () => {
    const { SignJWT } = await import('jose');
    const user = await createUser(ctx);
    const key = new TextEncoder().encode(ctx.env.JWT_SECRET);
    const withSubject = (sub: string) =>
      new SignJWT({ sv: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    expect(await me(await withSubject(String(user.id)))).toBe(200);
    for (const sub of [`${user.id}.0`, `+${user.id}`, `0${user.id}`, `${user.id}e0`, ` ${user.id}`]) {
      expect(await me(await withSubject(sub))).toBe(401);
    }
  });
});

describe('limits on the signed-in account routes', () => {
  it('count per user, not per address: neighbours in a hall are not limited together', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH: '2' });
    try {
      const [a, b] = [await createUser(limited), await createUser(limited)];
      const wrong = (token: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          remoteAddress: '10.1.2.3',
          headers: bearer(token),
          payload: { current_password: 'errada-errada', new_password: 'nova-senha-456' },
        });
      expect([(await wrong(a.token)).statusCode, (await wrong(a.token)).statusCode, (await wrong(a.token)).statusCode]).toEqual([
        400, 400, 429,
      ]);
      expect((await wrong(b.token)).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
