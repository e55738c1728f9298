import { sponsorNumbers, sponsors, sponsorships } from '../src/db/schema';
import type { TestContext } from './app';

type Sponsorship = typeof sponsorships.$inferInsert;

/**
 * A sponsor's sponsorship of an event, written straight to the database (for report sums that
 * must be exact): a new company named `name`, or the company `sponsorId` when given.
 */
export async function createSponsorship(
  ctx: TestContext,
  values: { eventId: number; name?: string; sponsorId?: number; imageId?: number } & Partial<Omit<Sponsorship, 'sponsorId' | 'eventId'>>,
  numbers: number[] = [],
): Promise<{ id: number; sponsorId: number }> {
  const { eventId, name, sponsorId: existing, imageId, ...money } = values;
  let sponsorId = existing;
  if (sponsorId === undefined) {
    const [company] = await ctx.database.db
      .insert(sponsors)
      .values({ name: name ?? 'Patrocinador de Teste', imageId })
      .returning({ id: sponsors.id });
    sponsorId = company!.id;
  }
  const [row] = await ctx.database.db
    .insert(sponsorships)
    .values({ ...money, sponsorId, eventId })
    .returning({ id: sponsorships.id });
  if (numbers.length) await ctx.database.db.insert(sponsorNumbers).values(numbers.map((number) => ({ sponsorshipId: row!.id, number })));
  return { id: row!.id, sponsorId };
}
