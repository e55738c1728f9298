import type { Coupon, CouponType } from '@bingo/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function toCouponDto(row: CouponRow): Coupon {
  return {
    id: row.id,
    codigo: row.codigo,
    tipo: row.tipo as CouponType,
    valor: Number(row.valor),
    quantidade: row.quantidade,
    ativo: row.ativo,
  };
}

export class CouponsRepository {
  constructor(private readonly db: Db) {}

  async get(id: number): Promise<CouponRow | null> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id));
    return row ?? null;
  }

  async byCode(codigo: string): Promise<CouponRow | null> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.codigo, codigo));
    return row ?? null;
  }

  async insert(values: NewCoupon): Promise<CouponRow> {
    const [row] = await this.db.insert(coupons).values(values).returning();
    return row!;
  }

  async update(id: number, values: Partial<NewCoupon>): Promise<CouponRow | null> {
    const [row] = await this.db
      .update(coupons)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    return row ?? null;
  }

  /** Sets `ativo`, or flips it when `ativo` is undefined, in one statement. */
  async setActive(id: number, ativo: boolean | undefined): Promise<CouponRow | null> {
    const [row] = await this.db
      .update(coupons)
      .set({ ativo: ativo ?? sql`not ${coupons.ativo}`, updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    return row ?? null;
  }

  /** Only after lockWithUses in the same transaction, which found and locked the row. */
  async delete(id: number): Promise<void> {
    await this.db.delete(coupons).where(eq(coupons.id, id));
  }

  /**
   * Takes one use of an active coupon that has uses left. The condition is part of the UPDATE, so
   * concurrent purchases queue on the row and each re-checks `quantidade > 0`: never below zero.
   */
  async reserve(codigo: string): Promise<CouponRow | null> {
    const [row] = await this.db
      .update(coupons)
      .set({ quantidade: sql`${coupons.quantidade} - 1`, updatedAt: new Date() })
      .where(and(eq(coupons.codigo, codigo), eq(coupons.ativo, true), gt(coupons.quantidade, 0)))
      .returning();
    return row ?? null;
  }

  /**
   * Takes a use for a purchase being approved after its use went back: whether the coupon is
   * still active or not (the buyer paid the discounted price), as long as one is left.
   */
  async takeUse(id: number): Promise<boolean> {
    const [row] = await this.db
      .update(coupons)
      .set({ quantidade: sql`${coupons.quantidade} - 1`, updatedAt: new Date() })
      .where(and(eq(coupons.id, id), gt(coupons.quantidade, 0)))
      .returning({ id: coupons.id });
    return Boolean(row);
  }

  /** Gives back the use a failed or cancelled purchase had taken. */
  async release(id: number): Promise<void> {
    await this.db
      .update(coupons)
      .set({ quantidade: sql`${coupons.quantidade} + 1`, updatedAt: new Date() })
      .where(eq(coupons.id, id));
  }
}
