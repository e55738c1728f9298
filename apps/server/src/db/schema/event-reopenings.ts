/** Reopenings of finished events: who, when and why (decisions.md §14). Append-only. */
import type { EventStatus } from '@bingo/core';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './draw';
import { users } from './people';

export const eventReopenings = pgTable(
  'event_reopenings',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // Kept when the account is deleted later: the reason and the time still say what happened.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** The status the event went to (em_andamento or scheduled). */
    status: varchar('status', { length: 16 }).$type<EventStatus>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_reopenings_event_idx').on(t.eventId, t.createdAt)],
);
