/** Foguetinho spins: every number the server drew for a prize, with its range and operator (decisions.md §15). Append-only. */
import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './draw';
import { users } from './people';

export const foguetinhoSpins = pgTable(
  'foguetinho_spins',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // Kept when the account is deleted later: the spin itself stays on the public list.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
    number: integer('number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('foguetinho_spins_event_idx').on(t.eventId, t.createdAt)],
);
