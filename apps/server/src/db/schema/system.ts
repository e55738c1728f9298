/** Outgoing e-mail. */
import { pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  text: text('text').notNull(),
  html: text('html'),
  status: varchar('status', { length: 16 }).notNull(),
  error: text('error'),
  createdAt: createdAt(),
});
