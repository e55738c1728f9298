import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import { cards, events, images, sponsors, sponsorships, users } from '../schema';
import { verifyPassword } from '../../lib/passwords';
import { DEMO_BUYER } from './demo';
import { seedDatabase } from './seed';

const db = useTestDatabase();

describe('first start', () => {
  it('creates the administrator and a demo night once, with sponsor logos and valid sold cards', async () => {
    const first = await seedDatabase(db(), { adminEmail: 'Chefe@Paroquia.org', adminPassword: undefined, demo: true, local: true });
    expect(first.admin).toMatchObject({ email: 'chefe@paroquia.org', generated: true });
    expect(first.admin!.password.length).toBeGreaterThanOrEqual(12);
    expect(first.demo!.cards).toBeGreaterThan(20);
    const [admin] = await db().db.select().from(users).where(eq(users.email, 'chefe@paroquia.org'));
    expect(admin).toMatchObject({ isAdmin: true, active: true });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [withLogo] = await db().db.select({ n: count() }).from(sponsors).where(isNotNull(sponsors.imageId));
    expect(withLogo!.n).toBe(5);
    // Their sponsorships (value, payment, numbers) are the demo night's.
    const [night] = await db().db.select({ id: events.id }).from(events);
    const tonight = await db().db.select({ eventId: sponsorships.eventId }).from(sponsorships);
    expect(tonight).toEqual(Array.from({ length: 5 }, () => ({ eventId: night!.id })));
    const [logos] = await db().db.select({ n: count() }).from(images).where(eq(images.mimeType, 'image/png'));
    expect(logos!.n).toBe(5);
    const [maria] = await db().db.select().from(users).where(eq(users.email, DEMO_BUYER.email));
    expect(first.demo!.buyerPassword).toBe(DEMO_BUYER.password);
    expect(await verifyPassword(maria!.passwordHash, DEMO_BUYER.password)).toBe(true);
    const [sold] = await db().db.select({ n: count() }).from(cards);
    expect(sold!.n).toBe(first.demo!.cards);

    const again = await seedDatabase(db(), { adminEmail: 'outro@paroquia.org', adminPassword: 'x'.repeat(10), demo: true, local: true });
    expect(again).toEqual({ admin: null, demo: null });
    const [people] = await db().db.select({ n: count() }).from(users).where(eq(users.email, 'outro@paroquia.org'));
    expect(people!.n).toBe(0);
  });
});

describe('first start outside local (decisions.md §12)', () => {
  const other = useTestDatabase();

  it('gives the demo buyers a random password, printed once, never the documented one', async () => {
    const seeded = await seedDatabase(other(), { adminEmail: 'chefe@paroquia.org', adminPassword: undefined, demo: true, local: false });
    const password = seeded.demo!.buyerPassword;
    expect(password).not.toBe(DEMO_BUYER.password);
    expect(password.length).toBeGreaterThanOrEqual(12);
    const buyers = await other().db.select().from(users).where(eq(users.isAdmin, false));
    expect(buyers.length).toBeGreaterThan(1);
    for (const buyer of buyers) {
      expect(await verifyPassword(buyer.passwordHash, DEMO_BUYER.password)).toBe(false);
      expect(await verifyPassword(buyer.passwordHash, password)).toBe(true);
    }
  });
});
