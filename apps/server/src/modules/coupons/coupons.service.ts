import { couponMessages, priceOrder, purchaseMessages, type Coupon, type CouponInput, type CouponQuote } from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { EventsRepository } from '../events';
import { CouponsRepository, toCouponDto, type CouponRow } from './coupons.repository';

/** Why a coupon cannot be used now: unknown (404), inactive or used up (409). */
export function refuseUnusable(row: CouponRow | null): CouponRow {
  if (!row) throw notFound(couponMessages.notFound);
  if (!row.ativo) throw conflict(couponMessages.inactive);
  if (row.quantidade <= 0) throw conflict(couponMessages.usedUp);
  return row;
}

/**
 * Takes one use of the coupon inside the caller's transaction, or says why it cannot be used.
 * The caller's rollback gives the use back.
 */
export async function reserveCoupon(tx: Db, codigo: string): Promise<CouponRow> {
  const repo = new CouponsRepository(tx);
  const reserved = await repo.reserve(codigo);
  if (reserved) return reserved;
  refuseUnusable(await repo.byCode(codigo));
  // It was usable a moment ago and a concurrent purchase took the last use.
  throw conflict(couponMessages.usedUp);
}

export class CouponsService {
  private readonly repo: CouponsRepository;

  constructor(private readonly db: Db) {
    this.repo = new CouponsRepository(db);
  }

  async list(): Promise<Coupon[]> {
    return (await this.repo.list()).map(toCouponDto);
  }

  async create(input: CouponInput): Promise<Coupon> {
    try {
      return toCouponDto(await this.repo.insert(input));
    } catch (err) {
      if (isUniqueViolation(err, 'coupons_codigo_key')) throw conflict(couponMessages.duplicate);
      throw err;
    }
  }

  async update(id: number, input: CouponInput): Promise<Coupon> {
    try {
      const row = await this.repo.update(id, input);
      if (!row) throw notFound(couponMessages.notFound);
      return toCouponDto(row);
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

  /** A coupon some purchase used stays, for the records: deactivating it is the way out. */
  async remove(id: number): Promise<void> {
    if (await this.repo.usedByPurchases(id)) throw conflict(couponMessages.inUse);
    if (!(await this.repo.delete(id))) throw notFound(couponMessages.notFound);
  }

  /** The coupon with its discount on `quantidade` cards of the active event (nothing reserved). */
  async quote(codigo: string, quantidade: number): Promise<CouponQuote> {
    const row = refuseUnusable(await this.repo.byCode(codigo));
    const event = await new EventsRepository(this.db).active();
    if (!event) throw new AppError(409, purchaseMessages.noActiveEvent);
    const coupon = toCouponDto(row);
    const price = priceOrder(Number(event.cardPrice), quantidade, coupon);
    return { ...coupon, desconto: price.discountCents / 100, subtotal: price.grossCents / 100, total: price.totalCents / 100 };
  }
}
