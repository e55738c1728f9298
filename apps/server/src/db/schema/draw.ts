/** Events, rounds and drawn balls. */
import type { EventStatus, RoundStatus } from '@bingo/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, money } from './columns';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    roundsCount: integer('rounds_count').notNull().default(1),
    status: varchar('status', { length: 16 }).$type<EventStatus>().notNull().default('scheduled'),
    cardPrice: money('card_price').notNull(),
    // Bumped in the transaction of every change to what the live screens show; the ETag and the
    // NOTIFY payload carry it, so every process knows whether its copy is stale.
    liveVersion: integer('live_version').notNull().default(0),
    // Bumped when cards enter or leave play (approved purchase, physical sale, cancellation).
    cardsVersion: integer('cards_version').notNull().default(0),
    // The fundraising goal in R$ (docs/decisions/019), optional; the thermometer shows only when switched on.
    fundraisingGoal: money('meta_arrecadacao'),
    showGoal: boolean('meta_visivel').notNull().default(false),
    // The Acumulado's terms (docs/decisions/032), all null when the event runs none. The pot now is
    // the last row of acumulado_changes, never a column: each change keeps who, when and why.
    acumuladoValue: money('acumulado_value'),
    acumuladoBallLimit: smallint('acumulado_ball_limit'),
    acumuladoIncrement: money('acumulado_increment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_rounds_count', sql`${t.roundsCount} >= 1`),
    check('events_status', sql`${t.status} in ('scheduled', 'em_andamento', 'finalizado')`),
    check('events_card_price', sql`${t.cardPrice} >= 0`),
    check('events_fundraising_goal', sql`${t.fundraisingGoal} is null or ${t.fundraisingGoal} > 0`),
    check(
      'events_acumulado',
      sql`(${t.acumuladoBallLimit} is null and ${t.acumuladoValue} is null and ${t.acumuladoIncrement} is null) or (${t.acumuladoBallLimit} between 1 and 75 and ${t.acumuladoValue} >= 0 and ${t.acumuladoIncrement} >= 0)`,
    ),
    index('events_status_start_idx').on(t.status, t.startDate),
    // At most one event em_andamento at a time (decisions.md §13): online sales, the buyers'
    // Sorteio button and new batches all follow "the" running event.
    uniqueIndex('events_one_running')
      .on(t.status)
      .where(sql`${t.status} = 'em_andamento'`),
  ],
);

export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    prize: varchar('prize', { length: 200 }).notNull(),
    type: varchar('type', { length: 16 }).notNull().default(''),
    notes: text('notes'),
    status: varchar('status', { length: 16 }).$type<RoundStatus>().notNull().default('not_started'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // The panel that calls the round (decisions.md §14, docs/decisions/023): its id, its admin's
    // name and since when. Null until a panel draws; cleared when the round finishes.
    controlPanel: varchar('control_panel', { length: 64 }),
    controlBy: varchar('control_by', { length: 120 }),
    controlSince: timestamp('control_since', { withTimezone: true }),
    // Prize stages in play order (decisions.md §14). Null: cartela_cheia alone, with `prize`; the
    // last stage's prize is always read from `prize`, the one place the full card's prize lives.
    stages: jsonb('stages').$type<{ kind: 'quina' | 'cartela_cheia'; prize: string }[]>(),
    // Plays for the event's Acumulado (docs/decisions/032); fixed once the round has started.
    acumulado: boolean('acumulado').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rounds_event_number_key').on(t.eventId, t.number),
    // At most one running round per event, whatever the code path (decisions.md §3).
    uniqueIndex('rounds_one_running_per_event')
      .on(t.eventId)
      .where(sql`${t.status} = 'in_progress'`),
    check('rounds_number', sql`${t.number} >= 1`),
    check('rounds_type', sql`${t.type} in ('', 'hibrida', 'presencial')`),
    check('rounds_status', sql`${t.status} in ('not_started', 'in_progress', 'finished')`),
  ],
);

export const drawnNumbers = pgTable(
  'drawn_numbers',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
    /** The caller's Idempotency-Key: a draw sent again (a lost answer, a queued retry) finds its ball (docs/decisions/016). */
    clientKey: varchar('client_key', { length: 64 }),
  },
  (t) => [
    uniqueIndex('drawn_numbers_round_number_key').on(t.roundId, t.number),
    uniqueIndex('drawn_numbers_round_client_key').on(t.roundId, t.clientKey),
    check('drawn_numbers_range', sql`${t.number} between 1 and 75`),
  ],
);

/**
 * The Idempotency-Key of a ball the admin removed: a late retry of that draw must not bring the
 * ball back (it answers 409 instead), so the key outlives its drawn_numbers row.
 */
export const removedDrawKeys = pgTable(
  'removed_draw_keys',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    number: smallint('number').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.clientKey] })],
);

/**
 * The public record of a round (docs/decisions/015): append-only, each entry hashed with the one
 * before it. Written in the transaction of the change it records; a trigger refuses UPDATE and
 * DELETE (migration 0008), and a round that has entries is never deleted (no cascade).
 */
export const roundRecords = pgTable(
  'round_records',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.seq] }),
    check('round_records_seq', sql`${t.seq} >= 1`),
    check(
      'round_records_kind',
      sql`${t.kind} in ('round_started', 'card_set', 'ball_drawn', 'ball_removed', 'cards_added', 'cards_removed', 'round_finished', 'round_reopened', 'prize_changed', 'control_taken', 'stage_won', 'stage_reopened', 'cards_voided', 'sale_swapped', 'winner_voided', 'prize_delivered', 'prize_delivery_undone', 'acumulado')`,
    ),
  ],
);

/**
 * The card ids behind a card_set, cards_added or cards_removed entry, so anyone can fetch the cards
 * and recompute the entry's card-set hash. One row per entry (a card_set may hold every card of the
 * night); append-only like the record.
 */
export const roundRecordCards = pgTable(
  'round_record_cards',
  {
    roundId: integer('round_id').notNull(),
    seq: integer('seq').notNull(),
    cardIds: integer('card_ids').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.seq] }),
    foreignKey({ columns: [t.roundId, t.seq], foreignColumns: [roundRecords.roundId, roundRecords.seq] }).onDelete('restrict'),
  ],
);
