import type { User } from '@bingo/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

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

  async findById(id: number): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
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

  async update(id: number, changes: Partial<NewUser>): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }
}
