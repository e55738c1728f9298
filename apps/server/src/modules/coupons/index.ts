// The public face of the coupons module: all that code outside it may import (lint-enforced, docs/decisions).
export { couponRoutes } from './coupons.routes';
export { couponsServices } from './coupons.services';
export { releaseStaleCouponHolds, reserveCoupon } from './coupons.service';
export { releaseCouponUse, takeCouponUse } from './coupon-uses';
