import { type SQL, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/** A count of failures older than this starts again from zero. */
const FORGET_AFTER = '1 hour';

/** How the wait grows: none before `free` failures, then `first` seconds doubling up to `longest`. */
export interface WaitRule {
  free: number;
  first: number;
  longest: number;
}

export class LoginThrottleRepository {
  constructor(private readonly db: Db) {}

  async blockedUntil(key: string): Promise<Date | null> {
    const [row] = await this.db.select({ until: loginThrottle.blockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, key));
    return row?.until ?? null;
  }

  /**
   * Counts one more attempt as a failure before it is judged, and sets the wait it earns, in one
   * statement; answers the new count, or null (nothing counted) while the key is in its wait. The
   * row lock of the upsert makes parallel attempts take their turns: once the count earns a wait,
   * every attempt behind it finds the wait set (docs/decisions/008).
   */
  async admit(key: string, rule: WaitRule): Promise<number | null> {
    const stale = sql`${loginThrottle.updatedAt} < now() - interval '${sql.raw(FORGET_AFTER)}'`;
    const failures = sql`case when ${stale} then 1 else ${loginThrottle.failures} + 1 end`;
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ key, failures: 1, blockedUntil: blockAfter(sql`1`, rule) })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: { failures, blockedUntil: blockAfter(failures, rule), updatedAt: sql`now()` },
        setWhere: sql`${loginThrottle.blockedUntil} is null or ${loginThrottle.blockedUntil} <= now()`,
      })
      .returning({ failures: loginThrottle.failures });
    return row?.failures ?? null;
  }

  /**
   * An admitted attempt that proved right is no failure: its count and the wait it set are taken
   * back. Past the free failures only one attempt at a time is admitted (each sets a wait), so the
   * wait being taken back is this attempt's own.
   */
  async giveBack(key: string): Promise<void> {
    await this.db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)`, blockedUntil: null })
      .where(eq(loginThrottle.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }

  /** Rows nobody has failed on for a day only take room. */
  async forgetStale(): Promise<void> {
    await this.db.delete(loginThrottle).where(lt(loginThrottle.updatedAt, sql`now() - interval '1 day'`));
  }
}

/** waitAfter (login-throttle.ts) in SQL, so the wait is set in the same statement as the count. */
function blockAfter(failures: SQL, rule: WaitRule): SQL {
  // Whole numbers of our own, written into the statement (a parameter's type would be guessed).
  const [free, first, longest] = [rule.free, rule.first, rule.longest].map((n) => sql.raw(String(Math.trunc(n))));
  // The exponent is capped: 2^20 waits are long past `longest`, and power() overflows near 2^1024.
  return sql`case when ${failures} < ${free} then null::timestamptz
    else now() + make_interval(secs => least(${longest}, ${first} * power(2, least(${failures} - ${free}, 20)))) end`;
}
