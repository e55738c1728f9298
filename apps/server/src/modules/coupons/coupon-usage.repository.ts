import type { CouponPurchase, PurchaseStatus } from '@bingo/core';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { coupons, purchases, users } from '../../db/schema';
import type { CouponRow } from './coupons.repository';

/** How a coupon was used: approved purchases, and pending ones still holding a use. */
export interface CouponUses {
  approved: number;
  pending: number;
}

/** The list's figures: pending ones holding a use (held), and approved ones beyond the quantity. */
export interface CouponUsage {
  approved: number;
  held: number;
  extra: number;
}

/**
 * A purchase that failed, was cancelled or expired gave its use back (settlement, expiry sweep):
 * it no longer counts as a use of the coupon.
 */
const RELEASED: PurchaseStatus[] = ['falhou', 'cancelado'];

const approvedCount = sql<number>`count(*) filter (where ${purchases.status} = 'aprovado')::int`;
const pendingCount = sql<number>`count(*) filter (where ${purchases.status} = 'pendente')::int`;
const heldCount = sql<number>`count(*) filter (where ${purchases.status} = 'pendente' and ${purchases.couponReserved})::int`;
/**
 * An approved purchase holds its use (coupon_reserved) unless it was paid after the use went back
 * and none was left (settlement): a use beyond the quantity (docs/decisions/022).
 */
const extraUse = sql<boolean>`(${purchases.status} = 'aprovado' and not ${purchases.couponReserved})`;
const extraCount = sql<number>`count(*) filter (where ${extraUse})::int`;

/** The purchases side of coupons: uses per coupon, a coupon's purchases, letting go of released ones. */
export class CouponUsageRepository {
  constructor(private readonly db: Db) {}

  /** Every coupon with its uses, newest first (one query, whatever the number of coupons). */
  async listWithUses(): Promise<(CouponRow & CouponUsage)[]> {
    const uses = this.db
      .select({
        couponId: purchases.couponId,
        approved: approvedCount.as('approved'),
        held: heldCount.as('held'),
        extra: extraCount.as('extra'),
      })
      .from(purchases)
      .where(isNotNull(purchases.couponId))
      .groupBy(purchases.couponId)
      .as('uses');
    const rows = await this.db
      .select({ coupon: coupons, approved: uses.approved, held: uses.held, extra: uses.extra })
      .from(coupons)
      .leftJoin(uses, eq(uses.couponId, coupons.id))
      .orderBy(desc(coupons.createdAt), desc(coupons.id));
    return rows.map((r) => ({ ...r.coupon, approved: r.approved ?? 0, held: r.held ?? 0, extra: r.extra ?? 0 }));
  }

  /**
   * Gives back the uses held by unpaid purchases older than `before` (of one coupon, or of all),
   * in one statement: the purchases stay pending and may still be paid (docs/decisions/022). Rows
   * another transaction holds (a webhook settling one) are skipped and looked at next time. A
   * purchase held for review was paid: its use stays until an admin decides.
   */
  async releaseStaleHolds(before: Date, couponId?: number): Promise<number> {
    const ofCoupon = couponId === undefined ? sql`` : sql`and coupon_id = ${couponId}`;
    const result = await this.db.execute<{ n: number }>(sql`
      with stale as (
        select id, coupon_id from purchases
        where status = 'pendente' and coupon_reserved and coupon_id is not null and review_reason is null
          and created_at < ${before.toISOString()}::timestamptz ${ofCoupon}
        for update skip locked
      ), released as (
        update purchases p set coupon_reserved = false, updated_at = now()
        from stale s where p.id = s.id and p.coupon_reserved
        returning p.id, s.coupon_id
      ), given as (
        update coupons c set quantidade = c.quantidade + r.uses, updated_at = now()
        from (select coupon_id, count(*)::int as uses from released group by coupon_id) r
        where c.id = r.coupon_id
        returning c.id
      )
      select count(*)::int as n from released`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
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
        uso_excedente: extraUse,
        createdAt: purchases.createdAt,
      })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(purchases.couponId, id))
      .orderBy(desc(purchases.createdAt), desc(purchases.id));
    return rows.map((r) => ({
      ...r,
      status: r.status,
      uso_excedente: Boolean(r.uso_excedente),
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
