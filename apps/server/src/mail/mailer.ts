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

/** The part of the app's logger (pino) the mailer writes to. */
export interface MailLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * Every message is recorded in the outbox table. With SMTP_URL it is also sent by SMTP (status
 * 'sent' or 'failed'); without it, it is written to the log (status 'logged'), which is how a
 * local install and the end-to-end tests read password links. Always as fields of one log record,
 * never as raw lines: a user's name in a message cannot forge log records.
 */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Db, log: MailLog): Mailer {
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
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          `E-mail (sem SMTP_URL) para ${message.to}: ${message.subject}`,
        );
      }
      await db.insert(mailOutbox).values({ ...message, html: message.html ?? null, status, error });
      if (status === 'failed')
        log.warn({ mail: { to: message.to, subject: message.subject }, error }, `Falha ao enviar e-mail para ${message.to}`);
    },
  };
}
