import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../mail/mailer';
import type { ResetPurpose } from '../users';

/** The e-mail with a link to /reset-password: a reset, or a guest buyer's first password. */
export function passwordLinkMail(input: { to: string; name: string; link: string; purpose: ResetPurpose }): MailMessage {
  const guest = input.purpose === 'guest';
  const subject = guest ? 'Bingo Beneficente: crie sua senha' : 'Bingo Beneficente: redefinição de senha';
  const intro = guest
    ? 'Sua conta foi criada na compra das suas cartelas. Para entrar depois e acompanhar o sorteio, crie sua senha:'
    : 'Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, use o link abaixo:';
  const validity = guest ? 'O link vale por 7 dias.' : 'O link vale por 1 hora e só pode ser usado uma vez.';
  const text = `Olá, ${input.name}!\n\n${intro}\n${input.link}\n\n${validity}\nSe você não pediu isso, ignore este e-mail.\n`;
  const html = `<p>Olá, ${escapeHtml(input.name)}!</p><p>${intro}</p><p><a href="${escapeHtml(input.link)}">${
    guest ? 'Criar minha senha' : 'Redefinir minha senha'
  }</a></p><p>${validity}<br>Se você não pediu isso, ignore este e-mail.</p>`;
  return { to: input.to, subject, text, html };
}
