/** Sponsors (companies), their sponsorships per event with numbers, and the image gallery. */
import type { PaymentStatus } from '@bingo/core';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt, money } from './columns';
import { events } from './draw';

export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    filename: varchar('filename', { length: 80 }).notNull(),
    mimeType: varchar('mime_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    altText: varchar('alt_text', { length: 200 }),
    tag: varchar('tag', { length: 40 }),
    bytes: bytea('bytes').notNull(),
    /** 1 to 5: the image's place in the dashboard's carousel ("Banner do painel"); null when it is not one. */
    bannerPosition: smallint('banner_position'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('images_filename_key').on(t.filename),
    uniqueIndex('images_banner_position_key').on(t.bannerPosition),
    check('images_banner_position', sql`${t.bannerPosition} between 1 and 5`),
    check('images_mime', sql`${t.mimeType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`),
    check('images_size', sql`${t.size} between 1 and 5242880`),
  ],
);

/**
 * A sponsor is a company, kept across events: its name, contact and logo (decisions.md §13).
 * What it gave to one night is its sponsorship, below.
 */
export const sponsors = pgTable('sponsors', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 160 }).notNull(),
  contactInfo: varchar('contact_info', { length: 200 }),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A sponsor's part in one event: its value, payment and notes, and (sponsor_numbers) the numbers
 * whose ball shows its logo on that event's telão. One per sponsor and event; it goes with its
 * event when an untouched event is deleted.
 */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: serial('id').primaryKey(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull().default(0),
    paymentMethod: varchar('payment_method', { length: 16 }),
    paymentStatus: varchar('payment_status', { length: 16 }).$type<PaymentStatus>().notNull().default('pendente'),
    paymentDate: date('payment_date'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sponsorships_sponsor_event_key').on(t.sponsorId, t.eventId),
    index('sponsorships_event_idx').on(t.eventId),
    check('sponsorships_amount', sql`${t.amount} >= 0`),
    check('sponsorships_method', sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('PIX', 'Dinheiro', 'Boleto')`),
    check('sponsorships_status', sql`${t.paymentStatus} in ('pendente', 'pago', 'parcial', 'atrasado')`),
  ],
);

/** The numbers of a sponsorship: a number may have any count of sponsors within an event (§8). */
export const sponsorNumbers = pgTable(
  'sponsor_numbers',
  {
    sponsorshipId: integer('sponsorship_id')
      .notNull()
      .references(() => sponsorships.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorshipId, t.number] }),
    index('sponsor_numbers_number_idx').on(t.number),
    check('sponsor_numbers_range', sql`${t.number} between 1 and 75`),
  ],
);
