import type { Db } from '../../db/client';
import { CouponsRepository } from './coupons.repository';

// A purchase's coupon use, as operations for the purchases module: the repository stays behind
// this face (docs/decisions/011, docs/decisions/022).

/**
 * Takes a use for a purchase approved after its use went back, whether the coupon is still active
 * or not (the buyer paid the discounted price), as long as one is left: false when none is.
 */
export const takeCouponUse = (tx: Db, couponId: number): Promise<boolean> => new CouponsRepository(tx).takeUse(couponId);

/** Gives back the use a failed or cancelled purchase had taken. */
export const releaseCouponUse = (tx: Db, couponId: number): Promise<void> => new CouponsRepository(tx).release(couponId);
