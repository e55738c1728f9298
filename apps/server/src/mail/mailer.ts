import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Env } from '../env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is recorded in the outbox table. With SMTP_URL it is also sent by SMTP (status
 * 'sent' or 'failed'); without it, it is written to the log (status 'logged'), which is how a
 * local install and the tests read password links.
 */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Db, log: (line: string) => void = console.log): Mailer {
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  return {
    async send(message) {
      let status = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: env.MAIL_FROM, ...message });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
        }
      } else {
        log(`[e-mail] Para: ${message.to} | Assunto: ${message.subject}\n${message.text}`);
      }
      await db.insert(mailOutbox).values({ ...message, html: message.html ?? null, status, error });
      if (status === 'failed') log(`[e-mail] Falha ao enviar para ${message.to}: ${error}`);
    },
  };
}
