import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';

/** Webhook deliveries already handled, by the provider's hook id. */
export class WebhookEventsRepository {
  constructor(private readonly db: Db) {}

  async seen(hookId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: webhookEvents.hookId }).from(webhookEvents).where(eq(webhookEvents.hookId, hookId));
    return Boolean(row);
  }

  /**
   * Records a delivery; false when it was already recorded. Run it in the transaction that acts on
   * the delivery: a concurrent copy waits on the key and then finds it taken, and a failed one
   * leaves no record, so the provider's retry is still handled.
   */
  async record(hookId: string, orderId: string | null, type: string): Promise<boolean> {
    const rows = await this.db
      .insert(webhookEvents)
      .values({ hookId, orderId, type })
      .onConflictDoNothing({ target: webhookEvents.hookId })
      .returning({ id: webhookEvents.hookId });
    return rows.length > 0;
  }
}
