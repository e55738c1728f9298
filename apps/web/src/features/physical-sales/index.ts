/**
 * The physical-sales feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/create-sale';
export * from './api/find-card-by-barcode';
export * from './api/list-cards';
export * from './api/list-lotes';
export * from './api/save-card-info';
export * from './api/update-card';
export * from './api/update-sale';
