import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestContext } from './app';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export const TEST_PASSWORD = 'senha-de-teste-123';
let passwordHash: Promise<string> | null = null;

export interface TestUser {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** Inserts a user straight into the database and signs them in through the API. */
export async function createUser(
  ctx: TestContext,
  options: { admin?: boolean; affiliate?: boolean; code?: string; active?: boolean; name?: string; email?: string } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? `u${crypto.randomBytes(5).toString('hex')}@teste.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      name: options.name ?? 'Pessoa de Teste',
      email,
      passwordHash: await passwordHash,
      isAdmin: options.admin ?? false,
      isAffiliate: options.affiliate ?? false,
      code: options.code ?? null,
    })
    .returning({ id: users.id });
  const token = await ctx.app.tokens.sign(row!.id, 0);
  if (options.active === false) {
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, row!.id));
  }
  return { id: row!.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * The user signed in again at their current session version: after logout-all or a password
 * change ended their sessions (decisions.md §12), as a new login would.
 */
export async function signInAgain(ctx: TestContext, user: TestUser): Promise<TestUser> {
  const [row] = await ctx.database.db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, user.id));
  const token = await ctx.app.tokens.sign(user.id, row!.version);
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

/** The three callers every role test needs. */
export async function createRoles(ctx: TestContext) {
  const [admin, user, other] = await Promise.all([createUser(ctx, { admin: true }), createUser(ctx), createUser(ctx)]);
  return { admin, user, other };
}
