import { inTransaction } from '../unit-of-work';
import type { Database } from '../client';
import { randomPassword, seedAdmin, type SeededAdmin } from './admin';
import { DEMO_BUYER, seedDemo, type DemoSummary } from './demo';

const SEED_LOCK = 7_207_502;

/**
 * First start on an empty database: the administrator and, unless disabled, the demo night.
 * Guarded by an advisory lock and done in one transaction, so processes starting together seed once.
 */
export async function seedDatabase(
  database: Database,
  options: {
    adminEmail: string;
    adminPassword?: string | undefined;
    demo: boolean;
    /** Local installs get the documented demo password; anywhere else a random one, printed once. */
    local: boolean;
  },
): Promise<{ admin: SeededAdmin | null; demo: DemoSummary | null }> {
  return inTransaction(database, async ({ tx }) => {
    await tx.execute(`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const admin = await seedAdmin(tx, options.adminEmail, options.adminPassword);
    const demo = admin && options.demo ? await seedDemo(tx, options.local ? DEMO_BUYER.password : randomPassword()) : null;
    return { admin, demo };
  });
}
