import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { useTestDatabase } from '../../test/app';
import { jsonLog } from '../../test/json-log';
import { createMailer } from './mailer';

const db = useTestDatabase();

describe('mailer', () => {
  it('delivers through SMTP when SMTP_URL is set and records it as sent', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Bingo <bingo@teste.com>' }, db().db, jsonLog().log);
      await mailer.send({ to: 'ana@teste.com', subject: 'Assunto de teste', text: 'Olá, Ana!' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Assunto de teste');
      expect(received[0]).toContain('To: ana@teste.com');
      const rows = await db().db.select().from(mailOutbox);
      expect(rows.at(-1)).toMatchObject({ to: 'ana@teste.com', status: 'sent' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('without SMTP, logs the message as fields of one JSON record and keeps it in the outbox', async () => {
    const { log, records } = jsonLog();
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'x' }, db().db, log);
    await mailer.send({ to: 'bia@teste.com', subject: 'Link', text: 'https://x/reset-password?token=abc' });
    expect(records()).toEqual([
      expect.objectContaining({ mail: { to: 'bia@teste.com', subject: 'Link', text: 'https://x/reset-password?token=abc' } }),
    ]);
  });

  it('a name made to look like log records stays inside the one record', async () => {
    const { log, lines, records } = jsonLog<{ mail: { text: string } }>();
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'x' }, db().db, log);
    const forged = 'Ana\n{"level":50,"msg":"admin logado","user":"hacker"}\r\n[e-mail] Para: x';
    await mailer.send({ to: 'ana@teste.com', subject: 'Olá', text: `Olá, ${forged}!` });
    expect(lines()).toHaveLength(1);
    expect(records()[0]!.mail.text).toBe(`Olá, ${forged}!`);
  });

  it('records a failed delivery without throwing (the caller answers the same either way)', async () => {
    const { log, records } = jsonLog();
    const mailer = createMailer({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'x' }, db().db, log);
    await mailer.send({ to: 'caio@teste.com', subject: 'Falha', text: 'x' });
    const rows = await db().db.select().from(mailOutbox);
    expect(rows.at(-1)).toMatchObject({ to: 'caio@teste.com', status: 'failed' });
    expect(records()[0]).toMatchObject({ level: 40, msg: 'Falha ao enviar e-mail para caio@teste.com', mail: { to: 'caio@teste.com' } });
  });
});
