import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser } from '../../../test/factories';
import { CPF } from '../../../test/purchase-factories';
import { mailOutbox, resetTokens } from '../../db/schema';

/**
 * The two e-mails with a link to /reset-password, as the buyer reads them: what happened, the link
 * (as text and as a button), and for how long it works — which must be how long it really works.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://bingo.paroquia.org.br' });
  await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const lastMailTo = async (to: string) =>
  (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)))[0]!;
/** Hours from now until the user's newest link stops working. */
async function hoursValid(userId: number) {
  const [token] = await ctx.database.db.select().from(resetTokens).where(eq(resetTokens.userId, userId)).orderBy(desc(resetTokens.id));
  return (token!.expiresAt.getTime() - Date.now()) / HOUR;
}

describe('the password link e-mail', () => {
  it('to reset a password: says why, gives the link as text and as a button, and works for 1 hour', async () => {
    const user = await createUser(ctx, { name: 'Zé <Paróquia>' });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const mail = await lastMailTo(user.email);
    const link = /https:\/\/bingo\.paroquia\.org\.br\/reset-password\?token=\S+/.exec(mail.text)![0];

    expect(mail.subject).toBe('Bingo Beneficente: redefinição de senha');
    expect(mail.text).toBe(
      'Olá, Zé <Paróquia>!\n\n' +
        'Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, use o link abaixo:\n' +
        `${link}\n\nO link vale por 1 hora e só pode ser usado uma vez.\nSe você não pediu isso, ignore este e-mail.\n`,
    );
    expect(mail.html).toBe(
      '<p>Olá, Zé &lt;Paróquia&gt;!</p>' +
        '<p>Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, use o link abaixo:</p>' +
        `<p><a href="${link}">Redefinir minha senha</a></p>` +
        '<p>O link vale por 1 hora e só pode ser usado uma vez.<br>Se você não pediu isso, ignore este e-mail.</p>',
    );
    expect(await hoursValid(user.id)).toBeCloseTo(1, 1);
  });

  it('to a guest buyer: says the account was made with the purchase, asks for a password, and works for 7 days', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/guest/checkout-init',
      payload: { name: 'Rita Convidada', email: 'rita.link@teste.com', cpf: CPF },
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('rita.link@teste.com');

    expect(mail.subject).toBe('Bingo Beneficente: crie sua senha');
    expect(mail.text).toContain(
      'Sua conta foi criada na compra das suas cartelas. Para entrar depois e acompanhar o sorteio, crie sua senha:\n',
    );
    expect(mail.text).toContain('\n\nO link vale por 7 dias.\n');
    expect(mail.html).toMatch(/<a href="https:\/\/bingo\.paroquia\.org\.br\/reset-password\?token=[^"]+">Criar minha senha<\/a>/);
    expect(mail.html).toContain('<p>O link vale por 7 dias.<br>');
    expect(await hoursValid(res.json().user.id)).toBeCloseTo(7 * 24, 1);
  });
});
