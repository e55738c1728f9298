import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { purchases, users } from '../apps/server/src/db/schema';
import { createCards } from '../apps/server/src/modules/cards';
import { BENCH_ADMIN } from './server-process';

/** The night's setup the benches share: the admin's API calls and a pile of cards sold at once. */

/** Calls the server's API as the signed-in admin; anything but 2xx throws with the answer. */
export function adminApi(base: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/**
 * `count` cards of the event sold online to the bench admin in one approved purchase, written
 * straight to the database (the checkout is not what these benches measure). `databaseUrl`
 * undefined opens the server's embedded database.
 */
export async function sellCardsAtOnce(databaseUrl: string | undefined, eventId: number, count: number): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, migrate: false });
  try {
    const [buyer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_ADMIN.email));
    const [purchase] = await database.db
      .insert(purchases)
      .values({ userId: buyer!.id, eventId, quantidade: count, unitPrice: 10, gross: count * 10, total: count * 10, status: 'aprovado' })
      .returning({ id: purchases.id });
    await database.db.transaction((tx) =>
      createCards(tx as never, eventId, count, () => ({ status: 'digital', purchaseId: purchase!.id })),
    );
  } finally {
    await database.close();
  }
}
