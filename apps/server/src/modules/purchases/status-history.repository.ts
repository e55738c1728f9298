import type { PurchaseChangeSource, PurchaseStatus, PurchaseStatusChange } from '@bingo/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchaseStatusChanges } from '../../db/schema';

export interface StatusChange {
  purchaseId: number;
  from: PurchaseStatus | null;
  to: PurchaseStatus;
  providerStatus: string | null;
  source: PurchaseChangeSource;
  hookId?: string | null;
  reviewReason: string | null;
}

/**
 * The status history of purchases. `record` must run on the transaction that changes the purchase,
 * so a change and its entry are committed (or lost) together.
 */
export class StatusHistoryRepository {
  constructor(private readonly db: Db) {}

  async record(change: StatusChange): Promise<void> {
    await this.db.insert(purchaseStatusChanges).values({
      purchaseId: change.purchaseId,
      fromStatus: change.from,
      toStatus: change.to,
      providerStatus: change.providerStatus,
      source: change.source,
      hookId: change.hookId ?? null,
      reviewReason: change.reviewReason,
    });
  }

  /** Oldest first; entries of one transaction share its time, so the id breaks the tie. */
  async of(purchaseId: number): Promise<PurchaseStatusChange[]> {
    const rows = await this.db
      .select()
      .from(purchaseStatusChanges)
      .where(eq(purchaseStatusChanges.purchaseId, purchaseId))
      .orderBy(asc(purchaseStatusChanges.at), asc(purchaseStatusChanges.id));
    return rows.map((r) => ({
      id: r.id,
      from_status: r.fromStatus,
      to_status: r.toStatus,
      provider_status: r.providerStatus,
      source: r.source as PurchaseChangeSource,
      hook_id: r.hookId,
      review_reason: r.reviewReason,
      at: r.at.toISOString(),
    }));
  }
}
