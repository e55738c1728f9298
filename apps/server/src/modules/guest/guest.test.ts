import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { CPF } from '../../../test/purchase-factories';
import { mailOutbox, resetTokens, users } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const init = (payload: object, app = ctx.app) => app.inject({ method: 'POST', url: '/api/guest/checkout-init', payload });

describe('POST /guest/checkout-init', () => {
  it('creates the buyer with the CPF, signs them in and mails a 7-day link to set a password', async () => {
    const res = await init({ name: 'Joana Convidada', email: 'Joana@Teste.com', cpf: CPF });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user).toMatchObject({ name: 'Joana Convidada', email: 'joana@teste.com', document: '52998224725', is_admin: false });
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().id).toBe(user.id);

    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'joana@teste.com'));
    expect(mail!.text).toMatch(/http:\/\/bingo\.test\/reset-password\?token=/);
    expect(mail!.text).toContain('7 dias');
    const [link] = await ctx.database.db.select().from(resetTokens).where(eq(resetTokens.userId, user.id));
    expect(link!.purpose).toBe('guest');
    const days = (link!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    // The link sets the first password, which then signs in.
    const linkToken = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]!);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: linkToken, password: 'minha-senha-nova' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'joana@teste.com', password: 'minha-senha-nova' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 with a text containing "email" and "cadastrado" when the e-mail exists, changing nothing', async () => {
    const existing = await createUser(ctx, { email: 'ja.existe@teste.com' });
    const res = await init({ name: 'Outra Pessoa', email: 'JA.EXISTE@teste.com', cpf: CPF });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/email/);
    expect(res.json().error).toMatch(/cadastrado/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ name: 'Pessoa de Teste', document: null });
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ja.existe@teste.com'))).toHaveLength(0);
  });

  it('refuses a CPF without 11 digits or with wrong check digits, in pt-BR', async () => {
    const short = await init({ name: 'Ana', email: 'ana1@teste.com', cpf: '123.456.789' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.cpf).toBe('CPF inválido. Deve conter 11 dígitos.');
    const wrong = await init({ name: 'Ana', email: 'ana2@teste.com', cpf: '529.982.247-26' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.cpf).toBe('CPF inválido. Confira os números digitados.');
  });

  it("refuses a name or e-mail longer than the payment provider's 64 characters: the purchase that follows would be refused (docs/decisions/009)", async () => {
    const longName = await init({ name: 'N'.repeat(65), email: 'nome.longo@teste.com', cpf: CPF });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().fields.name).toBe('Use no máximo 64 caracteres.');
    const longMail = await init({ name: 'Ana', email: `${'a'.repeat(55)}@teste.com`, cpf: CPF });
    expect(longMail.json().fields.email).toBe('Use no máximo 64 caracteres.');
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'nome.longo@teste.com'))).toHaveLength(0);
  });

  it('is rate-limited per address like the login', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await init({ name: 'Rui', email: `rui${i}@teste.com`, cpf: CPF }, limited.app)).statusCode);
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
