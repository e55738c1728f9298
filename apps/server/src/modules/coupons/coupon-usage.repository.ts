import type { CouponPurchase, PurchaseStatus } from '@bingo/core';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, purchases, users } from '../../db/schema';
import type { CouponRow } from './coupons.repository';

/** How a coupon was used: approved purchases, and pending ones still holding a use. */
export interface CouponUses {
  approved: number;
  pending: number;
}

/**
 * A purchase that failed, was cancelled or expired gave its use back (settlement, expiry sweep):
 * it no longer counts as a use of the coupon.
 */
const RELEASED: PurchaseStatus[] = ['falhou', 'cancelado'];

const approvedCount = sql<number>`count(*) filter (where ${purchases.status} = 'aprovado')::int`;
const pendingCount = sql<number>`count(*) filter (where ${purchases.status} = 'pendente')::int`;

/** The purchases side of coupons: uses per coupon, a coupon's purchases, letting go of released ones. */
export class CouponUsageRepository {
  constructor(private readonly db: Db) {}

  /** Every coupon with its uses, newest first (one query, whatever the number of coupons). */
  async listWithUses(): Promise<(CouponRow & CouponUses)[]> {
    const uses = this.db
      .select({ couponId: purchases.couponId, approved: approvedCount.as('approved'), pending: pendingCount.as('pending') })
      .from(purchases)
      .where(isNotNull(purchases.couponId))
      .groupBy(purchases.couponId)
      .as('uses');
    const rows = await this.db
      .select({ coupon: coupons, approved: uses.approved, pending: uses.pending })
      .from(coupons)
      .leftJoin(uses, eq(uses.couponId, coupons.id))
      .orderBy(desc(coupons.createdAt), desc(coupons.id));
    return rows.map((r) => ({ ...r.coupon, approved: r.approved ?? 0, pending: r.pending ?? 0 }));
  }

  /**
   * Locks the coupon row (a purchase reserving a use waits behind it) and counts its uses; null
   * when there is no such coupon. Only inside a transaction.
   */
  async lockWithUses(id: number): Promise<CouponUses | null> {
    const [locked] = await this.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
    if (!locked) return null;
    const [uses] = await this.db
      .select({ approved: approvedCount, pending: pendingCount })
      .from(purchases)
      .where(eq(purchases.couponId, id));
    return { approved: uses?.approved ?? 0, pending: uses?.pending ?? 0 };
  }

  /**
   * The released purchases stop pointing at the coupon. They keep `discount` and `total` as they
   * were, so their amounts still add up; only the link to a coupon about to be deleted goes.
   */
  async detachReleased(id: number): Promise<void> {
    await this.db
      .update(purchases)
      .set({ couponId: null, updatedAt: new Date() })
      .where(and(eq(purchases.couponId, id), inArray(purchases.status, RELEASED)));
  }

  /** The purchases that used a coupon, newest first, with the buyer's name and e-mail. */
  async purchasesOf(id: number): Promise<CouponPurchase[]> {
    const rows = await this.db
      .select({
        id: purchases.id,
        // What the buyer typed at checkout, else the account's own name and e-mail.
        full_name: sql<string>`coalesce(${purchases.fullName}, ${users.name})`,
        email: sql<string>`coalesce(${purchases.emailContact}, ${users.email})`,
        status: purchases.status,
        quantidade: purchases.quantidade,
        total: purchases.total,
        desconto: purchases.discount,
        createdAt: purchases.createdAt,
      })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(purchases.couponId, id))
      .orderBy(desc(purchases.createdAt), desc(purchases.id));
    return rows.map((r) => ({ ...r, status: r.status as PurchaseStatus, createdAt: r.createdAt.toISOString() }));
  }
}
