import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affiliateClicks, users } from '../../db/schema';

export class AffiliatesService {
  constructor(private readonly db: Db) {}

  /** Counts a visit once per browser session and code; an unknown or inactive code is not an error. */
  async click(rawCode: string, sessionId: string): Promise<{ success: boolean; code?: string }> {
    const code = rawCode.trim().toUpperCase();
    const [affiliate] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.code, code), eq(users.isAffiliate, true), eq(users.active, true)));
    if (!affiliate) return { success: false };
    await this.db
      .insert(affiliateClicks)
      .values({ affiliateId: affiliate.id, code, sessionId })
      .onConflictDoNothing({ target: [affiliateClicks.code, affiliateClicks.sessionId] });
    return { success: true, code };
  }
}
