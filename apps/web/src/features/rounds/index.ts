/**
 * The rounds feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/create-round';
export * from './api/delete-round';
export * from './api/get-event';
export * from './api/list-rounds';
export * from './api/update-round';
