import type { User } from '@bingo/core';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardBatches, events, physicalSaleCorrections, physicalSales, purchases, users } from '../../db/schema';
import { containsPattern } from '../../db/like';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export interface UserFilter {
  name?: string | undefined;
  email?: string | undefined;
  active?: boolean | undefined;
  is_admin?: boolean | undefined;
  is_affiliate?: boolean | undefined;
}

function where(f: UserFilter): SQL | undefined {
  return and(
    f.name ? ilike(users.name, containsPattern(f.name)) : undefined,
    f.email ? ilike(users.email, containsPattern(f.email)) : undefined,
    f.active === undefined ? undefined : eq(users.active, f.active),
    f.is_admin === undefined ? undefined : eq(users.isAdmin, f.is_admin),
    f.is_affiliate === undefined ? undefined : eq(users.isAffiliate, f.is_affiliate),
  );
}

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    is_admin: row.isAdmin,
    is_affiliate: row.isAffiliate,
    active: row.active,
    code: row.code,
    phone: row.phone,
    document: row.document,
    createdAt: row.createdAt.toISOString(),
  };
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Which of these users sell: the responsible of a batch of an event not finished (decisions.md
   * §13). Derived from the batches, never stored, so it follows every batch made or moved.
   */
  async sellers(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ id: cardBatches.userId })
      .from(cardBatches)
      .innerJoin(events, eq(events.id, cardBatches.eventId))
      .where(and(inArray(cardBatches.userId, [...ids]), ne(events.status, 'finalizado')));
    return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
  }

  async findById(id: number): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  /** A page of users by name, case ignored (then id, so pages never overlap), with the filter's total. */
  async page(filter: UserFilter, page: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(users)
      .where(where(filter))
      .orderBy(sql`lower(${users.name})`, asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db.select({ n: count() }).from(users).where(where(filter));
    return { rows, total: total?.n ?? 0 };
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row ?? null;
  }

  async findByCode(code: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.code, code));
    return row ?? null;
  }

  /** Inserts unless the e-mail is taken; null means taken (no exception, no half-write). */
  async insertIfNewEmail(user: NewUser): Promise<UserRow | null> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
    return row ?? null;
  }

  /** The phone typed at a checkout becomes the account's, unless the account already has one. */
  async keepPhoneIfMissing(id: number, phone: string): Promise<void> {
    await this.db
      .update(users)
      .set({ phone, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.phone)));
  }

  async update(id: number, changes: Partial<NewUser>): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  /**
   * Applies the changes and raises the session version in the same write: every token made
   * before it stops working (a new password, a deactivation, "Sair de todos os dispositivos").
   */
  async updateEndingSessions(id: number, changes: Partial<NewUser>): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  /** Locks the active administrators' rows, so two concurrent demotions cannot remove the last one. */
  async lockActiveAdmins(): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.active, true)))
      .orderBy(asc(users.id))
      .for('update');
    return rows.map((r) => r.id);
  }

  /** Sets the affiliate code unless the user already has one; null when they already had one. */
  async setCodeIfNone(id: number, code: string): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ code, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.code)))
      .returning();
    return row ?? null;
  }

  /**
   * Whether the user bought online, sold physical cards or is named in a sale's correction (its
   * seller before or after, or who corrected it): such a user is kept, only deactivated.
   */
  async hasSales(id: number): Promise<boolean> {
    const [bought] = await this.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.userId, id)).limit(1);
    if (bought) return true;
    const [sold] = await this.db.select({ id: physicalSales.id }).from(physicalSales).where(eq(physicalSales.userId, id)).limit(1);
    if (sold) return true;
    const c = physicalSaleCorrections;
    const [named] = await this.db
      .select({ id: c.id })
      .from(c)
      .where(or(eq(c.oldUserId, id), eq(c.newUserId, id), eq(c.correctedBy, id)))
      .limit(1);
    return Boolean(named);
  }

  async remove(id: number): Promise<boolean> {
    const rows = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  }
}
