/**
 * Prizes handed over and winners voided (decisions.md §15, docs/decisions/035). Both are kept
 * here with who did it, in full, for the organiser and the accounts; the round record holds the
 * public side. Rows are only added: a correction or an undo is a new mark, never an update.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cards } from './cards';
import { createdAt } from './columns';
import { rounds } from './draw';
import { users } from './people';
import { images } from './sponsors';

export const prizeDeliveries = pgTable(
  'prize_deliveries',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'restrict' }),
    /** The stage's kind (quina, cartela_cheia): each kind is once in a round. */
    stage: varchar('stage', { length: 16 }).notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'restrict' }),
    /** 'delivered' (a mark, or a correction of the one before) or 'undone'. */
    action: varchar('action', { length: 16 }).notNull(),
    receivedBy: varchar('received_by', { length: 120 }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    photoImageId: integer('photo_image_id').references(() => images.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    // Kept when the account is deleted later: the mark itself stays.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('prize_deliveries_round_idx').on(t.roundId, t.stage, t.cardId),
    check('prize_deliveries_action', sql`${t.action} in ('delivered', 'undone')`),
    check('prize_deliveries_received', sql`(${t.action} = 'delivered') = (${t.receivedBy} is not null and ${t.receivedAt} is not null)`),
  ],
);

/** One row per voided winner: the key refuses a second void of the same winner. */
export const winnerVoids = pgTable(
  'winner_voids',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'restrict' }),
    stage: varchar('stage', { length: 16 }).notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.stage, t.cardId] })],
);
