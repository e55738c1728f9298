/** Sponsors, their numbers and the image gallery. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt, money } from './columns';

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('images_filename_key').on(t.filename),
    check('images_mime', sql`${t.mimeType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`),
    check('images_size', sql`${t.size} between 1 and 5242880`),
  ],
);

export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    contactInfo: varchar('contact_info', { length: 200 }),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull().default(0),
    paymentMethod: varchar('payment_method', { length: 16 }),
    paymentStatus: varchar('payment_status', { length: 16 }).notNull().default('pendente'),
    paymentDate: date('payment_date'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sponsors_amount', sql`${t.amount} >= 0`),
    check('sponsors_method', sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('PIX', 'Dinheiro', 'Boleto')`),
    check('sponsors_status', sql`${t.paymentStatus} in ('pendente', 'pago', 'parcial', 'atrasado')`),
  ],
);

export const sponsorNumbers = pgTable(
  'sponsor_numbers',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorId, t.number] }),
    index('sponsor_numbers_number_idx').on(t.number),
    check('sponsor_numbers_range', sql`${t.number} between 1 and 75`),
  ],
);
