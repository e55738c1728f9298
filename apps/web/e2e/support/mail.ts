import fs from 'node:fs';
import { run } from './provided';

export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
  /** The /reset-password?token=... link of the message, as a path with its query, if any. */
  resetPath: string | null;
}

const MAIL_LINE = /^\[e-mail\] Para: (.+?) \| Assunto: (.*)$/;

/** Every e-mail the server printed so far (without SMTP_URL it logs each message). */
export function mailsInLog(): LoggedMail[] {
  const lines = fs.readFileSync(run().serverLog, 'utf8').split('\n');
  const mails: LoggedMail[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = MAIL_LINE.exec(lines[i] ?? '');
    if (!head) continue;
    const body: string[] = [];
    // The body runs until the next log record (pino prints JSON lines) or the next e-mail.
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j] ?? '';
      if (line.startsWith('{') || MAIL_LINE.test(line)) break;
      body.push(line);
    }
    const text = body.join('\n').trim();
    const link = /https?:\/\/\S+?(\/reset-password\?token=[^\s"'<>]+)/.exec(text);
    mails.push({ to: head[1]!.trim(), subject: head[2]!.trim(), text, resetPath: link?.[1] ?? null });
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
