import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import { cards, images, sponsors, users } from '../schema';
import { seedDatabase } from './seed';

const db = useTestDatabase();

describe('first start', () => {
  it('creates the administrator and a demo night once, with sponsor logos and valid sold cards', async () => {
    const first = await seedDatabase(db(), { adminEmail: 'Chefe@Paroquia.org', adminPassword: undefined, demo: true });
    expect(first.admin).toMatchObject({ email: 'chefe@paroquia.org', generated: true });
    expect(first.admin!.password.length).toBeGreaterThanOrEqual(12);
    expect(first.demo!.cards).toBeGreaterThan(20);
    const [admin] = await db().db.select().from(users).where(eq(users.email, 'chefe@paroquia.org'));
    expect(admin).toMatchObject({ isAdmin: true, active: true });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [withLogo] = await db().db.select({ n: count() }).from(sponsors).where(isNotNull(sponsors.imageId));
    expect(withLogo!.n).toBe(5);
    const [logos] = await db().db.select({ n: count() }).from(images).where(eq(images.mimeType, 'image/png'));
    expect(logos!.n).toBe(5);
    const [sold] = await db().db.select({ n: count() }).from(cards);
    expect(sold!.n).toBe(first.demo!.cards);

    const again = await seedDatabase(db(), { adminEmail: 'outro@paroquia.org', adminPassword: 'x'.repeat(10), demo: true });
    expect(again).toEqual({ admin: null, demo: null });
    const [people] = await db().db.select({ n: count() }).from(users).where(eq(users.email, 'outro@paroquia.org'));
    expect(people!.n).toBe(0);
  });
});
