import { inTransaction } from '../../db/unit-of-work';
import {
  COUPON_HOLD_MINUTES,
  couponMessages,
  priceOrder,
  type Coupon,
  type CouponInput,
  type CouponListItem,
  type CouponPurchase,
  type CouponQuote,
} from '@bingo/core';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { isStillReferenced, isUniqueViolation } from '../../lib/db-errors';
import { eventOnSale } from '../events';
import { CouponUsageRepository, type CouponUses } from './coupon-usage.repository';
import { CouponsRepository, toCouponDto, type CouponRow } from './coupons.repository';

/** Why a coupon cannot be used now: unknown (404), inactive or used up (409). */
export function refuseUnusable(row: CouponRow | null): CouponRow {
  if (!row) throw notFound(couponMessages.notFound);
  if (!row.ativo) throw conflict(couponMessages.inactive);
  if (row.quantidade <= 0) throw conflict(couponMessages.usedUp);
  return row;
}

/** Unpaid purchases made before this no longer hold their coupon use (docs/decisions/022). */
export const couponHoldCutoff = (now = new Date()) => new Date(now.getTime() - COUPON_HOLD_MINUTES * 60_000);

/**
 * Gives back, for every coupon, the uses that unpaid purchases have held longer than
 * COUPON_HOLD_MINUTES (the expiry sweep runs it every minute); answers how many.
 */
export function releaseStaleCouponHolds(db: Db, now = new Date()): Promise<number> {
  return new CouponUsageRepository(db).releaseStaleHolds(couponHoldCutoff(now));
}

/**
 * Takes one use of the coupon inside the caller's transaction, or says why it cannot be used.
 * The caller's rollback gives the use back. When none is left, the uses that unpaid purchases have
 * held past COUPON_HOLD_MINUTES go back first, without waiting for the sweep: accounts that never
 * pay hold a coupon for minutes, not for the whole checkout expiry.
 */
export async function reserveCoupon(tx: Db, codigo: string): Promise<CouponRow> {
  const repo = new CouponsRepository(tx);
  const reserved = await repo.reserve(codigo);
  if (reserved) return reserved;
  const row = await repo.byCode(codigo);
  if (row?.ativo && (await new CouponUsageRepository(tx).releaseStaleHolds(couponHoldCutoff(), row.id)) > 0) {
    const freed = await repo.reserve(codigo);
    if (freed) return freed;
  }
  refuseUnusable(await repo.byCode(codigo));
  // It was usable a moment ago and a concurrent purchase took the last use.
  throw conflict(couponMessages.usedUp);
}

/** Why a coupon with uses cannot be deleted; an approved use is the stronger reason. */
function refuseInUse(uses: CouponUses): void {
  if (uses.approved > 0) throw conflict(couponMessages.inUseApproved);
  if (uses.pending > 0) throw conflict(couponMessages.inUsePending);
}

export class CouponsService {
  private readonly repo: CouponsRepository;

  constructor(private readonly db: Db) {
    this.repo = new CouponsRepository(db);
  }

  async list(): Promise<CouponListItem[]> {
    const rows = await new CouponUsageRepository(this.db).listWithUses();
    return rows.map((row) => ({
      ...toCouponDto(row),
      usos_aprovados: row.approved,
      usos_pendentes: row.held,
      usos_excedentes: row.extra,
    }));
  }

  /** The purchases that used the coupon (released ones included, until the coupon is deleted). */
  async purchases(id: number): Promise<CouponPurchase[]> {
    if (!(await this.repo.get(id))) throw notFound(couponMessages.notFound);
    return new CouponUsageRepository(this.db).purchasesOf(id);
  }

  async create(input: CouponInput): Promise<Coupon> {
    try {
      return toCouponDto(await this.repo.insert(input));
    } catch (err) {
      if (isUniqueViolation(err, 'coupons_codigo_key')) throw conflict(couponMessages.duplicate);
      throw err;
    }
  }

  /**
   * A coupon with an approved use keeps its type and value: the purchases that used it were priced
   * with them, and the accounts read them back (docs/decisions/022). Code, quantity and the switch
   * still change.
   */
  async update(id: number, input: CouponInput): Promise<Coupon> {
    try {
      return await inTransaction(this.db, async ({ tx }) => {
        const uses = await new CouponUsageRepository(tx).lockWithUses(id);
        const current = uses && (await new CouponsRepository(tx).get(id));
        if (!uses || !current) throw notFound(couponMessages.notFound);
        const repriced = input.tipo !== current.tipo || input.valor !== Number(current.valor);
        if (repriced && uses.approved > 0) throw conflict(couponMessages.frozen);
        return toCouponDto((await new CouponsRepository(tx).update(id, input))!);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'coupons_codigo_key')) throw conflict(couponMessages.duplicate);
      throw err;
    }
  }

  async setActive(id: number, ativo: boolean | undefined): Promise<Coupon> {
    const row = await this.repo.setActive(id, ativo);
    if (!row) throw notFound(couponMessages.notFound);
    return toCouponDto(row);
  }

  /**
   * A coupon with an approved use stays, for the accounts, and one a pending purchase holds stays
   * until that purchase ends: deactivating it is the way out. A coupon whose every use was given
   * back (failed, cancelled, expired purchases) can go.
   *
   * Those released purchases reference the coupon (ON DELETE RESTRICT). They are detached
   * (coupon_id set to null) in the transaction that deletes the coupon, rather than the coupon being
   * kept and marked deleted: a released purchase never got its discount, each purchase keeps its
   * own gross, discount and total (nothing is recomputed from the coupon), the code becomes free for
   * a new coupon, and no schema change is needed. What is lost is only which code a purchase that
   * never went through had typed.
   */
  async remove(id: number): Promise<void> {
    try {
      await inTransaction(this.db, async ({ tx }) => {
        const usage = new CouponUsageRepository(tx);
        const uses = await usage.lockWithUses(id);
        if (!uses) throw notFound(couponMessages.notFound);
        refuseInUse(uses);
        await usage.detachReleased(id);
        await new CouponsRepository(tx).delete(id);
      });
    } catch (err) {
      // A released purchase was paid after all (the provider may still approve a cancelled order)
      // between the count and the delete: it kept its coupon_id and the foreign key refused.
      if (isStillReferenced(err)) throw conflict(couponMessages.inUseApproved);
      throw err;
    }
  }

  /** The coupon with its discount on `quantidade` cards of the active event (nothing reserved). */
  async quote(codigo: string, quantidade: number, eventId?: number): Promise<CouponQuote> {
    const row = refuseUnusable(await this.repo.byCode(codigo));
    const event = await eventOnSale(this.db, eventId);
    const coupon = toCouponDto(row);
    const price = priceOrder(Number(event.cardPrice), quantidade, coupon);
    return { ...coupon, desconto: price.discountCents / 100, subtotal: price.grossCents / 100, total: price.totalCents / 100 };
  }
}
