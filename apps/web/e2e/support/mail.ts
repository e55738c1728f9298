import fs from 'node:fs';
import { run } from './provided';

export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
  /** The /reset-password?token=... link of the message, as a path with its query, if any. */
  resetPath: string | null;
}

/** Every e-mail the server logged so far (without SMTP_URL each message is one JSON log record with a `mail` field). */
export function mailsInLog(): LoggedMail[] {
  const mails: LoggedMail[] = [];
  for (const line of fs.readFileSync(run().serverLog, 'utf8').split('\n')) {
    if (!line.startsWith('{') || !line.includes('"mail"')) continue;
    const mail = (JSON.parse(line) as { mail?: { to?: string; subject?: string; text?: string } }).mail;
    if (!mail?.to || mail.text === undefined) continue;
    const link = /https?:\/\/\S+?(\/reset-password\?token=[^\s"'<>]+)/.exec(mail.text);
    mails.push({ to: mail.to, subject: mail.subject ?? '', text: mail.text, resetPath: link?.[1] ?? null });
  }
  return mails;
}

/** Waits for the newest e-mail to `address` (its number among them greater than `after`). */
export async function lastMailTo(address: string, { after = 0, timeout = 10_000 } = {}): Promise<LoggedMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const mine = mailsInLog().filter((m) => m.to.toLowerCase() === address.toLowerCase());
    if (mine.length > after) return mine[mine.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} in the server log after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function mailCountTo(address: string): number {
  return mailsInLog().filter((m) => m.to.toLowerCase() === address.toLowerCase()).length;
}
