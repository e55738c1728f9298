import { inTransaction } from '../db/unit-of-work';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fakeOrders } from '../db/schema';
import type { Order } from './types';

/** The fake provider's own order table: what the real provider keeps on its side. */
export class FakeOrderStore {
  constructor(private readonly database: Database) {}

  /** Stores a new order, or answers the one already made with this idempotency key. */
  async insert(order: Order, idempotencyKey: string): Promise<Order> {
    const [row] = await this.database.db
      .insert(fakeOrders)
      .values({ id: order.id, idempotencyKey, order: order as unknown as Record<string, unknown> })
      .onConflictDoNothing({ target: fakeOrders.idempotencyKey })
      .returning();
    if (row) return row.order as unknown as Order;
    const [existing] = await this.database.db.select().from(fakeOrders).where(eq(fakeOrders.idempotencyKey, idempotencyKey));
    return existing!.order as unknown as Order;
  }

  async get(id: string): Promise<Order | null> {
    const [row] = await this.database.db.select().from(fakeOrders).where(eq(fakeOrders.id, id));
    return (row?.order as unknown as Order | undefined) ?? null;
  }

  /** Changes an order under a row lock: two clicks on the checkout page apply one after the other. */
  async update(id: string, change: (order: Order) => Order | null): Promise<Order | null> {
    return inTransaction(this.database, async ({ tx }) => {
      const [row] = await tx.select().from(fakeOrders).where(eq(fakeOrders.id, id)).for('update');
      if (!row) return null;
      const next = change(row.order as unknown as Order);
      if (!next) return row.order as unknown as Order;
      await tx
        .update(fakeOrders)
        .set({ order: next as unknown as Record<string, unknown> })
        .where(eq(fakeOrders.id, id));
      return next;
    });
  }
}
