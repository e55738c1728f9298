import { openDatabase, type Db } from '../../../server/src/db/client';
import { events, purchases, users } from '../../../server/src/db/schema';
import { seedDatabase } from '../../../server/src/db/seed/seed';
import { hashPassword } from '../../../server/src/lib/passwords';
import { createCards } from '../../../server/src/modules/cards';

/** What the live-draw spec gets: an event whose buyer already holds approved cards. */
export interface LiveFixture {
  eventId: number;
  eventName: string;
  buyer: { name: string; email: string; password: string };
  cardIds: number[];
}

const CARDS = 3;

/**
 * Cards can only be sold through a purchase, and no purchase API exists yet: so, before the e2e
 * server starts, this writes them into its empty PGlite directory with the server's own code
 * (migrations, admin seed, card generator, password hashing), then closes the database for the
 * server to open. The admin is seeded here exactly as the server would, since the server seeds
 * only an empty database.
 *
 * The event is 'finalizado' until the spec reopens it, so no other spec sees an active event.
 * (apps/web/tsconfig.json references apps/server for these imports; src/ never imports the server.)
 */
export async function seedLiveFixture(dataDir: string, admin: { email: string; password: string }): Promise<LiveFixture> {
  const database = await openDatabase({ dataDir });
  try {
    await seedDatabase(database, { adminEmail: admin.email, adminPassword: admin.password, demo: false, local: true });
    const buyer = { name: 'Beatriz Verificação', email: 'beatriz.live@e2e.test', password: 'senha-da-beatriz-123' };
    const eventName = 'Bingo E2E ao Vivo';
    return await database.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [user] = await tx
        .insert(users)
        .values({ name: buyer.name, email: buyer.email, passwordHash: await hashPassword(buyer.password) })
        .returning({ id: users.id });
      const [event] = await tx
        .insert(events)
        .values({ name: eventName, startDate: new Date(), roundsCount: 1, status: 'finalizado', cardPrice: 10 })
        .returning({ id: events.id });
      const [purchase] = await tx
        .insert(purchases)
        .values({
          userId: user!.id,
          eventId: event!.id,
          quantidade: CARDS,
          unitPrice: 10,
          gross: CARDS * 10,
          total: CARDS * 10,
          status: 'aprovado',
          fullName: buyer.name,
        })
        .returning({ id: purchases.id });
      const cards = await createCards(tx, event!.id, CARDS, () => ({
        status: 'digital',
        userId: user!.id,
        purchaseId: purchase!.id,
        fullName: buyer.name,
      }));
      return { eventId: event!.id, eventName, buyer, cardIds: cards.map((c) => c.id) };
    });
  } finally {
    await database.close();
  }
}
