/**
 * Paper cards taken out of the game for good (decisions.md §15): returned unsold when a batch's
 * sales close, or left behind by a sale moved to the right card ("Trocar cartela"). One row per
 * card, never removed: a voided card is never sold, claimed or counted as a winner again.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { cards } from './cards';
import { createdAt } from './columns';
import { events, rounds } from './draw';
import { users } from './people';

export const cardVoids = pgTable(
  'card_voids',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => cards.id, { onDelete: 'restrict' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    /** 'returned' (unsold, handed back) or 'swapped' (its sale moved to `swapped_to`). */
    kind: varchar('kind', { length: 16 }).notNull(),
    // Kept when the account is deleted later: the void itself stays.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    swappedTo: integer('swapped_to').references(() => cards.id, { onDelete: 'restrict' }),
    /** The round whose record lists it; null until a round of the event records it. */
    roundId: integer('round_id').references(() => rounds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_voids_event_idx').on(t.eventId),
    check('card_voids_kind', sql`${t.kind} in ('returned', 'swapped')`),
    check('card_voids_swapped_to', sql`(${t.kind} = 'swapped') = (${t.swappedTo} is not null)`),
  ],
);
