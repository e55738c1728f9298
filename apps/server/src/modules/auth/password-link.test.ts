import { passwordLinkSent } from '@bingo/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { buy, CPF } from '../../../test/purchase-factories';
import { mailOutbox } from '../../db/schema';

/**
 * decisions.md §6: a guest buyer can get back in. Their account says it has no password yet, a link to
 * create one can be sent again to their own address, and the phone typed at checkout is kept.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (token: string) => (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json();
const sendLink = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/password-link', headers: bearer(token) });
const mailsTo = (to: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
const linkIn = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);

async function guest(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/guest/checkout-init',
    payload: { name: 'Rita Convidada', email, cpf: CPF },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: string; user: { id: number } };
}

describe('a guest buyer’s password', () => {
  it('is missing until chosen; the link can be sent again, and once used the account has a password', async () => {
    const { token } = await guest('rita@teste.com');
    expect((await me(token)).has_password).toBe(false);

    const again = await sendLink(token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ message: passwordLinkSent('rita@teste.com') });
    const [latest, first] = await mailsTo('rita@teste.com');
    expect(first, 'the checkout’s own link').toBeDefined();
    expect(latest!.subject).toBe('Bingo Beneficente: crie sua senha');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: linkIn(latest!.text), password: 'senha-da-rita' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'rita@teste.com', password: 'senha-da-rita' },
    });
    const session = login.json().token as string;
    expect((await me(session)).has_password).toBe(true);
    // With a password, the same button sends the usual reset link.
    await sendLink(session);
    expect((await mailsTo('rita@teste.com'))[0]!.subject).toBe('Bingo Beneficente: redefinição de senha');
  });

  it('an account made with a password has one; the link goes only to the caller’s own address', async () => {
    const user: TestUser = await createUser(ctx, { email: 'dono@teste.com' });
    expect((await me(user.token)).has_password).toBe(true);
    expect((await sendLink(user.token)).json().message).toBe(passwordLinkSent('dono@teste.com'));
    expect(await mailsTo('dono@teste.com')).toHaveLength(1);
  });

  it('sends a few links per account, then refuses with 429 instead of flooding the inbox', async () => {
    const { token } = await guest('muitos@teste.com');
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await sendLink(token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(await mailsTo('muitos@teste.com'), 'the checkout’s link and three more').toHaveLength(4);
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/password-link' })).statusCode).toBe(401);
  });
});

describe('the phone typed at checkout', () => {
  it('becomes the account’s phone, and never replaces one the account already has', async () => {
    const { token, user } = await guest('fone@teste.com');
    const buyer: TestUser = { id: user.id, email: 'fone@teste.com', token, auth: bearer(token) };
    expect((await buy(ctx, buyer, { phone: '(21) 99876-5432' })).statusCode).toBe(200);
    expect((await me(token)).phone).toBe('21998765432');

    expect((await buy(ctx, buyer, { phone: '(11) 91234-5678' })).statusCode).toBe(200);
    expect((await me(token)).phone, 'the first phone stays').toBe('21998765432');
  });
});
