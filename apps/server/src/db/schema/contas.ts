/**
 * The prestação de contas of an event, one row per published version (decisions.md §15,
 * docs/decisions/034). Append-only: a correction is a new version with a reason, and every version
 * stays public as it was published.
 */
import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ContasDocument } from '@bingo/core';
import { events } from './draw';
import { users } from './people';
import { images } from './sponsors';

export const contasVersions = pgTable(
  'contas_versions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Why a correction was published; null for version 1. Also inside the document. */
    reason: text('reason'),
    /** Exactly what the SHA-256 covers: sha256(canonicalJson(document)). */
    document: jsonb('document').$type<ContasDocument>().notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    // Kept when the account is deleted later: the version still says when it was published.
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('contas_versions_event_version_key').on(t.eventId, t.version)],
);

/**
 * The gallery images a published version shows as receipts: the foreign key keeps them from being
 * deleted while a public version points at them.
 */
export const contasReceipts = pgTable(
  'contas_receipts',
  {
    contasId: integer('contas_id')
      .notNull()
      .references(() => contasVersions.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.contasId, t.imageId] })],
);
