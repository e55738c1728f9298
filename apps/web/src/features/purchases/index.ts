/**
 * The purchases feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/create-payment-link';
export * from './api/create-pix';
export * from './api/guest-checkout';
export * from './api/list-my-purchases';
export * from './api/payment-status';
export * from './api/validate-coupon';
