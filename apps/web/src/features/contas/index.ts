/**
 * The contas feature's public face (docs/decisions/010): other features and app/ import only this
 * file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/contas';
