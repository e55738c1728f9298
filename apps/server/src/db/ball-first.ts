import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * Balls before purchases at an event's lock (docs/decisions/040). A draw takes this advisory lock,
 * per event and until its commit, before the event's row; an approval puts its cards in play only
 * when it can take it at once. PostgreSQL grants a heavyweight lock to its waiters first, and a
 * try refuses while one waits, so a ball never waits behind purchases that came after it. The row
 * lock alone could not say so: a freed row goes to whoever asks first, even past a waiting ball.
 */
export const BALL_FIRST = 40_040;

/** The draw's side: waits for the approval (at most one) in its short locked part. */
export async function claimForBall(tx: Db, eventId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BALL_FIRST}::int, ${eventId}::int)`);
}

/** The purchase's side: true when no ball holds or waits for the event, and none can start until commit. */
export async function claimIfNoBall(tx: Db, eventId: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${BALL_FIRST}::int, ${eventId}::int) as free`);
  return rowsOf<{ free: boolean }>(result)[0]!.free;
}

/** The purchase's side after waiting long enough: in line with the balls. */
export const claimInTurn = claimForBall;
