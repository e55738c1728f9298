/** Users, affiliate clicks and password links. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    // False for an account made at a guest checkout until its holder chooses a password (decisions.md §6).
    passwordSet: boolean('password_set').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    active: boolean('active').notNull().default(true),
    // Carried in every session token: raising it ends all of the user's earlier sessions.
    sessionVersion: integer('session_version').notNull().default(0),
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

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the token: a leaked table does not leak usable links.
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reset_tokens_hash_key').on(t.tokenHash), check('reset_tokens_purpose', sql`${t.purpose} in ('reset', 'guest')`)],
);

/**
 * Failed logins per account and address (both lowercased, joined): the back-off grows with each
 * failure. Kept in the database so every process behind a load balancer counts the same failures.
 * Wrong paper-card check codes are counted here too, keyed `cartela:<user id>` (no '@', so never
 * an e-mail's key; docs/decisions/018).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 320 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
