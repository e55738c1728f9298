import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resetTokens } from '../../db/schema';

export type ResetPurpose = 'reset' | 'guest';

export class ResetTokensRepository {
  constructor(private readonly db: Db) {}

  async insert(userId: number, tokenHash: string, purpose: ResetPurpose, expiresAt: Date): Promise<void> {
    await this.db.insert(resetTokens).values({ userId, tokenHash, purpose, expiresAt });
  }

  /** Voids every outstanding link of the user: after a new password, no older link may set another. */
  async voidAll(userId: number, now = new Date()): Promise<void> {
    await this.db
      .update(resetTokens)
      .set({ usedAt: now })
      .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
  }

  /**
   * Marks a valid token used and returns its user, in one statement: two concurrent uses of the
   * same link cannot both succeed.
   */
  async consume(tokenHash: string, now = new Date()): Promise<number | null> {
    const [row] = await this.db
      .update(resetTokens)
      .set({ usedAt: now })
      .where(and(eq(resetTokens.tokenHash, tokenHash), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)))
      .returning({ userId: resetTokens.userId });
    return row?.userId ?? null;
  }
}
