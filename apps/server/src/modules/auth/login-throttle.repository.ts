import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/** A count of failures older than this starts again from zero. */
const FORGET_AFTER = '1 hour';

export class LoginThrottleRepository {
  constructor(private readonly db: Db) {}

  async blockedUntil(key: string): Promise<Date | null> {
    const [row] = await this.db.select({ until: loginThrottle.blockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, key));
    return row?.until ?? null;
  }

  /** Counts one more failure (atomically, whichever process saw it) and answers the new count. */
  async addFailure(key: string): Promise<number> {
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.updatedAt} < now() - interval '${sql.raw(FORGET_AFTER)}' then 1 else ${loginThrottle.failures} + 1 end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    return row!.failures;
  }

  async block(key: string, until: Date): Promise<void> {
    await this.db.update(loginThrottle).set({ blockedUntil: until }).where(eq(loginThrottle.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }

  /** Rows nobody has failed on for a day only take room. */
  async forgetStale(): Promise<void> {
    await this.db.delete(loginThrottle).where(lt(loginThrottle.updatedAt, sql`now() - interval '1 day'`));
  }
}
