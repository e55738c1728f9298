/**
 * The draws feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/check-card';
export * from './api/draw-number';
export * from './api/follow-live';
export * from './api/get-ranking';
export * from './api/get-round';
export * from './api/list-drawn-numbers';
export * from './api/list-results';
export * from './api/remove-drawn-number';
export * from './api/results-key';
