/** Purchases, coupons and what the payment provider told us. */
import type { PurchaseStatus } from '@bingo/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, money } from './columns';
import { events } from './draw';
import { users } from './people';

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    quantidade: integer('quantidade').notNull(),
    unitPrice: money('unit_price').notNull(),
    gross: money('gross').notNull(),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull(),
    status: varchar('status', { length: 16 }).$type<PurchaseStatus>().notNull().default('pendente'),
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
    // Set when the provider's paid amount or currency differs from the total: no cards are issued
    // and the expiry sweep leaves it for an organiser to look at.
    reviewReason: varchar('review_reason', { length: 200 }),
    // The regulamento version the buyer accepted at checkout (decisions.md §15); null when the
    // event had none.
    regulamentoVersion: integer('regulamento_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchases_payment_id_key').on(t.paymentId),
    index('purchases_user_idx').on(t.userId),
    index('purchases_event_status_idx').on(t.eventId, t.status),
    index('purchases_affiliate_idx').on(t.affiliateId),
    // The expiry sweep only looks at pending purchases.
    // One pending use of a coupon per buyer: an unpaid order cannot hold every use of a coupon.
    uniqueIndex('purchases_pending_coupon_key')
      .on(t.userId, t.couponId)
      .where(sql`${t.status} = 'pendente' and ${t.couponId} is not null`),
    index('purchases_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pendente'`),
    check('purchases_quantidade', sql`${t.quantidade} >= 1`),
    check('purchases_status', sql`${t.status} in ('pendente', 'aprovado', 'falhou', 'cancelado', 'estornado', 'contestado')`),
    check('purchases_method', sql`${t.paymentMethod} in ('checkout', 'pix', 'credit_card')`),
    check('purchases_amounts', sql`${t.gross} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`),
  ],
);

/**
 * Every change of a purchase's status or review flag, written in the transaction that makes it:
 * the admin's answer to "what happened to this payment, and who told us". from_status is null
 * for the purchase's creation. hook_id names the webhook delivery when one made the change.
 */
export const purchaseStatusChanges = pgTable(
  'purchase_status_changes',
  {
    id: serial('id').primaryKey(),
    // A purchase is deleted only with its untouched event (pending purchases): its history goes with it.
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16 }).$type<PurchaseStatus>(),
    toStatus: varchar('to_status', { length: 16 }).$type<PurchaseStatus>().notNull(),
    providerStatus: varchar('provider_status', { length: 32 }),
    source: varchar('source', { length: 16 }).notNull(),
    hookId: varchar('hook_id', { length: 64 }),
    // The purchase's review reason after the change (null: not held).
    reviewReason: varchar('review_reason', { length: 200 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_status_changes_purchase_idx').on(t.purchaseId, t.at),
    check('purchase_status_changes_source', sql`${t.source} in ('checkout', 'webhook', 'reconcile', 'verify', 'expiry', 'migration')`),
  ],
);

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
