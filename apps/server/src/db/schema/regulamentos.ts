/**
 * The regulamento of an event, one row per published version (decisions.md §15,
 * docs/decisions/027). Append-only: a change is a new version, so what a buyer accepted stays readable.
 */
import { date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { events } from './draw';
import { users } from './people';

export const regulamentos = pgTable(
  'regulamentos',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    entidade: varchar('entidade', { length: 160 }).notNull(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    finalidade: text('finalidade').notNull(),
    contato: varchar('contato', { length: 200 }).notNull(),
    salesFrom: date('vendas_inicio', { mode: 'string' }).notNull(),
    salesTo: date('vendas_fim', { mode: 'string' }).notNull(),
    sorteio: text('sorteio').notNull(),
    empate: text('empate').notNull(),
    prazoRetirada: varchar('prazo_retirada', { length: 200 }).notNull(),
    /** The event's rounds and prizes as published: a later change of a prize needs a new version. */
    rounds: jsonb('rounds').$type<{ number: number; prize: string }[]>().notNull(),
    // Kept when the account is deleted later: the version still says when it was published.
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One number per version of an event; it also serves every read, which is by event.
  (t) => [uniqueIndex('regulamentos_event_version_key').on(t.eventId, t.version)],
);
