/**
 * The coupons feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/create-coupon';
export * from './api/delete-coupon';
export * from './api/list-coupon-purchases';
export * from './api/list-coupons';
export * from './api/toggle-coupon';
export * from './api/update-coupon';
