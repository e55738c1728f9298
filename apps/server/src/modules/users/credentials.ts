import { inTransaction } from '../../db/unit-of-work';
import type { Db } from '../../db/client';
import { UsersRepository, type UserRow } from './users.repository';
import { ResetTokensRepository } from './reset-tokens.repository';

/**
 * A new password, whoever sets it (the user, an administrator, a reset link): every earlier
 * session of the user ends and every other outstanding reset link is void, in one transaction.
 * The caller hashes first (not inside the transaction) and announces the change (UserDirectory.changed) after the commit.
 */
export async function replacePassword(db: Db, userId: number, passwordHash: string): Promise<UserRow | null> {
  return inTransaction(db, async ({ tx }) => {
    const row = await new UsersRepository(tx).updateEndingSessions(userId, { passwordHash, passwordSet: true });
    if (row) await new ResetTokensRepository(tx).voidAll(userId);
    return row;
  });
}
