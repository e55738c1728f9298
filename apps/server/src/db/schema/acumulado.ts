/** The Acumulado's pot, change by change (decisions.md §14, docs/decisions/032). Append-only. */
import type { AcumuladoKind } from '@bingo/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { events, rounds } from './draw';
import { users } from './people';

export const acumuladoChanges = pgTable(
  'acumulado_changes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<AcumuladoKind>().notNull(),
    valueBefore: money('value_before').notNull(),
    valueAfter: money('value_after').notNull(),
    /** The limit in force when the change was made. */
    ballLimit: smallint('ball_limit'),
    // A round is never deleted once it started (docs/decisions/015), so its finish stays linked.
    roundId: integer('round_id').references(() => rounds.id, { onDelete: 'restrict' }),
    /** The other end of a pot passed on to (or carried in from) another event. */
    otherEventId: integer('other_event_id').references(() => events.id, { onDelete: 'restrict' }),
    // Kept when the account is deleted later: the reason and the time still say what happened.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('acumulado_changes_event_idx').on(t.eventId, t.id),
    check(
      'acumulado_changes_kind',
      sql`${t.kind} in ('configured', 'changed', 'won', 'carried_over', 'passed_on', 'carried_in', 'removed')`,
    ),
    check('acumulado_changes_values', sql`${t.valueBefore} >= 0 and ${t.valueAfter} >= 0`),
  ],
);
