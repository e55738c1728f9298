import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    active: boolean('active').notNull().default(true),
    code: varchar('code', { length: 8 }),
    phone: varchar('phone', { length: 20 }),
    document: varchar('document', { length: 14 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_code_key').on(t.code),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_code_format', sql`${t.code} ~ '^[A-Z0-9]{6,8}$'`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    roundsCount: integer('rounds_count').notNull().default(1),
    status: varchar('status', { length: 16 }).notNull().default('scheduled'),
    cardPrice: money('card_price').notNull(),
    // Bumped in the transaction of every change to what the live screens show; the ETag and the
    // NOTIFY payload carry it, so every process knows whether its copy is stale.
    liveVersion: integer('live_version').notNull().default(0),
    // Bumped when cards enter or leave play (approved purchase, physical sale, cancellation).
    cardsVersion: integer('cards_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_rounds_count', sql`${t.roundsCount} >= 1`),
    check('events_status', sql`${t.status} in ('scheduled', 'em_andamento', 'finalizado')`),
    check('events_card_price', sql`${t.cardPrice} >= 0`),
    index('events_status_start_idx').on(t.status, t.startDate),
  ],
);

export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    prize: varchar('prize', { length: 200 }).notNull(),
    type: varchar('type', { length: 16 }).notNull().default(''),
    notes: text('notes'),
    status: varchar('status', { length: 16 }).notNull().default('not_started'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rounds_event_number_key').on(t.eventId, t.number),
    // At most one running round per event, whatever the code path (decisions.md §3).
    uniqueIndex('rounds_one_running_per_event').on(t.eventId).where(sql`${t.status} = 'in_progress'`),
    check('rounds_number', sql`${t.number} >= 1`),
    check('rounds_type', sql`${t.type} in ('', 'hibrida', 'presencial')`),
    check('rounds_status', sql`${t.status} in ('not_started', 'in_progress', 'finished')`),
  ],
);

export const drawnNumbers = pgTable(
  'drawn_numbers',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id').notNull().references(() => rounds.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drawn_numbers_round_number_key').on(t.roundId, t.number),
    check('drawn_numbers_range', sql`${t.number} between 1 and 75`),
  ],
);

export const cardBatches = pgTable(
  'card_batches',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 120 }).notNull(),
    amount: integer('amount').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_batches_event_name_key').on(t.eventId, t.name),
    check('card_batches_amount', sql`${t.amount} >= 1`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    codigo: varchar('codigo', { length: 40 }).notNull(),
    tipo: varchar('tipo', { length: 16 }).notNull(),
    valor: money('valor').notNull(),
    quantidade: integer('quantidade').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_codigo_key').on(t.codigo),
    check('coupons_tipo', sql`${t.tipo} in ('percentual', 'fixo')`),
    check('coupons_valor', sql`${t.valor} > 0 and (${t.tipo} <> 'percentual' or ${t.valor} <= 100)`),
    check('coupons_quantidade', sql`${t.quantidade} >= 0`),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'restrict' }),
    quantidade: integer('quantidade').notNull(),
    unitPrice: money('unit_price').notNull(),
    gross: money('gross').notNull(),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pendente'),
    paymentMethod: varchar('payment_method', { length: 16 }).notNull().default('checkout'),
    paymentId: varchar('payment_id', { length: 64 }),
    providerStatus: varchar('provider_status', { length: 32 }),
    // The provider's own timestamp of the state we hold: older webhook events never undo newer ones.
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponReserved: boolean('coupon_reserved').notNull().default(false),
    affiliateId: integer('affiliate_id').references(() => users.id, { onDelete: 'set null' }),
    affiliateCode: varchar('affiliate_code', { length: 8 }),
    fullName: varchar('full_name', { length: 120 }),
    emailContact: varchar('email_contact', { length: 254 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    document: varchar('document', { length: 14 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchases_payment_id_key').on(t.paymentId),
    index('purchases_user_idx').on(t.userId),
    index('purchases_event_status_idx').on(t.eventId, t.status),
    index('purchases_affiliate_idx').on(t.affiliateId),
    // The expiry sweep only looks at pending purchases.
    index('purchases_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pendente'`),
    check('purchases_quantidade', sql`${t.quantidade} >= 1`),
    check('purchases_status', sql`${t.status} in ('pendente', 'aprovado', 'falhou', 'cancelado')`),
    check('purchases_method', sql`${t.paymentMethod} in ('checkout', 'pix', 'credit_card')`),
    check('purchases_amounts', sql`${t.gross} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'restrict' }),
    // 25 numbers column by column (A first), each column ascending.
    numbers: smallint('numbers').array().notNull(),
    // 75-bit membership mask in hex: no two cards of an event share a number set.
    numbersKey: varchar('numbers_key', { length: 19 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
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

export const physicalSales = pgTable(
  'physical_sales',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id').notNull().references(() => cards.id, { onDelete: 'restrict' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('physical_sales_card_key').on(t.cardId), index('physical_sales_user_idx').on(t.userId)],
);

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
    sponsorId: integer('sponsor_id').notNull().references(() => sponsors.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorId, t.number] }),
    index('sponsor_numbers_number_idx').on(t.number),
    check('sponsor_numbers_range', sql`${t.number} between 1 and 75`),
  ],
);

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 8 }).notNull(),
    sessionId: varchar('session_id', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliate_clicks_code_session_key').on(t.code, t.sessionId)],
);

export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the token: a leaked table does not leak usable links.
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reset_tokens_hash_key').on(t.tokenHash),
    check('reset_tokens_purpose', sql`${t.purpose} in ('reset', 'guest')`),
  ],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  text: text('text').notNull(),
  html: text('html'),
  status: varchar('status', { length: 16 }).notNull(),
  error: text('error'),
  createdAt: createdAt(),
});

export const webhookEvents = pgTable('webhook_events', {
  hookId: varchar('hook_id', { length: 64 }).primaryKey(),
  orderId: varchar('order_id', { length: 64 }),
  type: varchar('type', { length: 64 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The fake payment provider's own orders (PAYMENT_PROVIDER=fake). It stands in for the provider's
 * database, so each row is the order object exactly as the provider's GET /orders/{id} answers it.
 */
export const fakeOrders = pgTable(
  'fake_orders',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    // A repeated creation with the same key answers the same order, as the provider does.
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    order: jsonb('order').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fake_orders_idempotency_key').on(t.idempotencyKey)],
);
