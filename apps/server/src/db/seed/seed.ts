import type { Database, Db } from '../client';
import { seedAdmin, type SeededAdmin } from './admin';
import { seedDemo, type DemoSummary } from './demo';

const SEED_LOCK = 7_207_502;

/**
 * First start on an empty database: the administrator and, unless disabled, the demo night.
 * Guarded by an advisory lock and done in one transaction, so processes starting together seed once.
 */
export async function seedDatabase(
  database: Database,
  options: { adminEmail: string; adminPassword?: string | undefined; demo: boolean },
): Promise<{ admin: SeededAdmin | null; demo: DemoSummary | null }> {
  return database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const admin = await seedAdmin(tx, options.adminEmail, options.adminPassword);
    const demo = admin && options.demo ? await seedDemo(tx) : null;
    return { admin, demo };
  });
}
