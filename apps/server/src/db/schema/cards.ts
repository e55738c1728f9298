/** Cards, batches of physical cards and their sales. */
import type { CardStatus } from '@bingo/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { purchases } from './commerce';
import { events, rounds } from './draw';
import { users } from './people';

export const cardBatches = pgTable(
  'card_batches',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 120 }).notNull(),
    amount: integer('amount').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('card_batches_event_name_key').on(t.eventId, t.name), check('card_batches_amount', sql`${t.amount} >= 1`)],
);

export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    // 25 numbers column by column (A first), each column ascending.
    numbers: smallint('numbers').array().notNull(),
    // 75-bit membership mask in hex: no two cards of an event share a number set.
    numbersKey: varchar('numbers_key', { length: 19 }).notNull(),
    status: varchar('status', { length: 16 }).$type<CardStatus>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    batchId: integer('batch_id').references(() => cardBatches.id, { onDelete: 'restrict' }),
    barcode: varchar('barcode', { length: 13 }),
    fullName: varchar('full_name', { length: 120 }),
    address: varchar('address', { length: 300 }),
    contact: varchar('contact', { length: 120 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cards_event_numbers_key').on(t.eventId, t.numbersKey),
    uniqueIndex('cards_barcode_key').on(t.barcode),
    index('cards_user_idx').on(t.userId),
    index('cards_purchase_idx').on(t.purchaseId),
    index('cards_batch_idx').on(t.batchId),
    check('cards_status', sql`${t.status} in ('digital', 'física')`),
    check('cards_numbers_size', sql`cardinality(${t.numbers}) = 25`),
    check('cards_physical_barcode', sql`${t.status} <> 'física' or ${t.barcode} ~ '^[0-9]{13}$'`),
  ],
);

/**
 * The rounds a card sits out: it joined play (a sale, an approval) after their first ball, so it
 * plays from the next round on (decisions.md §14). Written with the sale or approval, never changed:
 * a card picked already complete from a pile could otherwise win a round that was half drawn.
 */
export const lateCards = pgTable(
  'late_cards',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.cardId] }), index('late_cards_card_idx').on(t.cardId)],
);

export const physicalSales = pgTable(
  'physical_sales',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // What the seller owes for this card: the event's card price when sold, editable by an admin.
    amount: money('amount').notNull(),
    // When the seller handed the money in ("acertado"); null while they still owe it.
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('physical_sales_card_key').on(t.cardId),
    index('physical_sales_user_idx').on(t.userId),
    check('physical_sales_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * A correction of a physical sale after its event finished (decisions.md §14: a closed night's
 * sales, amounts and sellers are frozen; a correction needs a reason and is kept with who and
 * when). Append-only: each row is the sale before and after one correction. `sale_id` keeps no
 * foreign key, so that the history outlives a sale undone after the event is reopened.
 */
export const physicalSaleCorrections = pgTable(
  'physical_sale_corrections',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id').notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'restrict' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    correctedBy: integer('corrected_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: varchar('reason', { length: 300 }).notNull(),
    oldUserId: integer('old_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    newUserId: integer('new_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    oldAmount: money('old_amount').notNull(),
    newAmount: money('new_amount').notNull(),
    oldSettledAt: timestamp('old_settled_at', { withTimezone: true }),
    newSettledAt: timestamp('new_settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('physical_sale_corrections_event_idx').on(t.eventId), index('physical_sale_corrections_sale_idx').on(t.saleId)],
);

/**
 * A paper card followed on a buyer's phone (docs/decisions/018): whoever typed its barcode and printed
 * check code. One account per card (the key). It is not ownership: cards.user_id, the sale and
 * the prize stay as they were, the paper is the proof (docs/decisions/018). Gone with the card or
 * the account, and dropped when the card's sale is undone.
 */
export const cardClaims = pgTable(
  'card_claims',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('card_claims_user_idx').on(t.userId)],
);

/**
 * Wrong check codes typed for one paper card, by any account (docs/decisions/018): accounts are
 * cheap, so the per-account wait alone would let many accounts guess at one card. At
 * CARD_WRONG_CODES_LIMIT the card takes no more claims until an administrator frees it (the row is
 * deleted).
 */
export const cardCodeFailures = pgTable('card_code_failures', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
