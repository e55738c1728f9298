import type { MyPurchase } from '@bingo/core';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cards, coupons, events, purchases, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;

/** Our order code at the provider: compra-<purchase id>. */
export const orderCode = (purchaseId: number) => `compra-${purchaseId}`;
export function purchaseIdOfCode(code: string | undefined): number | null {
  const m = code?.match(/^compra-(\d{1,10})$/);
  return m ? Number(m[1]) : null;
}

export class PurchasesRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewPurchase): Promise<PurchaseRow> {
    const [row] = await this.db.insert(purchases).values(values).returning();
    return row!;
  }

  async get(id: number): Promise<PurchaseRow | null> {
    const [row] = await this.db.select().from(purchases).where(eq(purchases.id, id));
    return row ?? null;
  }

  /** By the provider's order id, or by our order code (compra-N). */
  async byReference(reference: string): Promise<PurchaseRow | null> {
    const id = purchaseIdOfCode(reference);
    if (id) return this.get(id);
    const [row] = await this.db.select().from(purchases).where(eq(purchases.paymentId, reference));
    return row ?? null;
  }

  /**
   * Locks the purchase of a provider order for the rest of the transaction: by its order id, or,
   * before we stored that id (a webhook can beat the creation reply), by the code we gave it.
   */
  async lockForOrder(orderId: string, code: string | undefined): Promise<PurchaseRow | null> {
    const [byId] = await this.db.select().from(purchases).where(eq(purchases.paymentId, orderId)).for('update');
    if (byId) return byId;
    const id = purchaseIdOfCode(code);
    if (!id) return null;
    const [byCode] = await this.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, id), isNull(purchases.paymentId)))
      .for('update');
    return byCode ?? null;
  }

  /**
   * Queues the buyer's checkouts one behind the other until the transaction ends, so that counting
   * their pending purchases and inserting one is not raced by a parallel checkout of the same buyer.
   * NO KEY UPDATE: it does not block rows that merely reference the user (their cards, sessions).
   */
  async lockBuyer(userId: number): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  }

  /** The buyer's purchases waiting for payment (one held for review was paid: it is not waiting). */
  async countAwaitingPayment(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.status, 'pendente'), isNull(purchases.reviewReason)));
    return row?.n ?? 0;
  }

  /** Whether the buyer has a pending purchase with this coupon (the rule of purchases_pending_coupon_key). */
  async hasPendingWithCoupon(userId: number, codigo: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: purchases.id })
      .from(purchases)
      .innerJoin(coupons, eq(coupons.id, purchases.couponId))
      .where(and(eq(purchases.userId, userId), eq(purchases.status, 'pendente'), eq(coupons.codigo, codigo)))
      .limit(1);
    return Boolean(row);
  }

  async lock(id: number): Promise<PurchaseRow | null> {
    const [row] = await this.db.select().from(purchases).where(eq(purchases.id, id)).for('update');
    return row ?? null;
  }

  async update(id: number, values: Partial<NewPurchase>): Promise<void> {
    await this.db
      .update(purchases)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(purchases.id, id));
  }

  async cardIds(purchaseId: number): Promise<number[]> {
    const rows = await this.db.select({ id: cards.id }).from(cards).where(eq(cards.purchaseId, purchaseId));
    return rows.map((r) => r.id);
  }

  async cardCount(purchaseId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cards).where(eq(cards.purchaseId, purchaseId));
    return row?.n ?? 0;
  }

  /** The active affiliate who owns a code (never the buyer themself), if any. */
  async affiliateOf(code: string, buyerId: number): Promise<{ id: number; code: string } | null> {
    const [row] = await this.db
      .select({ id: users.id, code: users.code })
      .from(users)
      .where(and(eq(users.code, code), eq(users.isAffiliate, true), eq(users.active, true)));
    return row?.code && row.id !== buyerId ? { id: row.id, code: row.code } : null;
  }

  /** A buyer's purchases, newest first, each with its cards (two queries, whatever the count). */
  async listMine(userId: number): Promise<MyPurchase[]> {
    const rows = await this.db
      .select({ purchase: purchases, eventName: events.name })
      .from(purchases)
      .innerJoin(events, eq(events.id, purchases.eventId))
      .where(eq(purchases.userId, userId))
      .orderBy(desc(purchases.createdAt), desc(purchases.id));
    const ids = rows.map((r) => r.purchase.id);
    const owned = ids.length
      ? await this.db
          .select({ id: cards.id, numbers: cards.numbers, purchaseId: cards.purchaseId })
          .from(cards)
          .where(and(inArray(cards.purchaseId, ids), eq(cards.userId, userId)))
          .orderBy(asc(cards.id))
      : [];
    const cardsOf = new Map<number, { id: number; numbers: number[] }[]>();
    for (const c of owned) {
      const list = cardsOf.get(c.purchaseId!) ?? [];
      list.push({ id: c.id, numbers: c.numbers });
      cardsOf.set(c.purchaseId!, list);
    }
    return rows.map(({ purchase: p, eventName }) => ({
      id: p.id,
      quantidade: p.quantidade,
      createdAt: p.createdAt.toISOString(),
      status: p.status,
      payment_id: p.paymentId,
      payment_method: p.paymentMethod as MyPurchase['payment_method'],
      event_id: p.eventId,
      event_name: eventName,
      unit_price: Number(p.unitPrice),
      discount: Number(p.discount),
      total: Number(p.total),
      cards: cardsOf.get(p.id) ?? [],
    }));
  }

  /**
   * Cancels every pending purchase past its expiry, gives back their coupon uses and writes each
   * one's history entry, in one statement: safe with several processes sweeping at once (rows another transaction holds, such
   * as one a webhook is settling, are skipped and looked at again next time). A purchase held for
   * review was paid (the wrong amount): cancelling it would hide money that came in, so it stays.
   */
  async cancelExpired(now: Date): Promise<number> {
    const result = await this.db.execute<{ n: number }>(sql`
      with expired as (
        select id, coupon_id, coupon_reserved from purchases
        where status = 'pendente' and review_reason is null and expires_at < ${now.toISOString()}::timestamptz
        for update skip locked
      ), cancelled as (
        update purchases p set status = 'cancelado', coupon_reserved = false, updated_at = now()
        from expired e where p.id = e.id and p.status = 'pendente'
        returning p.id, p.provider_status, e.coupon_id, e.coupon_reserved
      ), logged as (
        insert into purchase_status_changes (purchase_id, from_status, to_status, provider_status, source)
        select id, 'pendente', 'cancelado', provider_status, 'expiry' from cancelled
      ), released as (
        update coupons c set quantidade = c.quantidade + r.uses, updated_at = now()
        from (select coupon_id, count(*)::int as uses from cancelled where coupon_reserved and coupon_id is not null group by coupon_id) r
        where c.id = r.coupon_id
        returning c.id
      )
      select count(*)::int as n from cancelled`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
}
