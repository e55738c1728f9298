import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../lib/passwords';

export interface SeededAdmin {
  email: string;
  /** Present only when this start created the administrator. */
  password: string;
  generated: boolean;
}

/** A password for a seeded account nobody chose one for (12 characters, printed once). */
export const randomPassword = () => crypto.randomBytes(9).toString('base64url');

/** On an empty database, creates the first administrator. Runs inside the seed transaction. */
export async function seedAdmin(tx: Db, email: string, password?: string): Promise<SeededAdmin | null> {
  const [row] = await tx.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const generated = !password;
  const finalPassword = password ?? randomPassword();
  await tx.insert(users).values({
    name: 'Administrador',
    email: email.toLowerCase(),
    passwordHash: await hashPassword(finalPassword),
    isAdmin: true,
  });
  return { email: email.toLowerCase(), password: finalPassword, generated };
}
