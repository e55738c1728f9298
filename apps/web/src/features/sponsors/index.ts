/**
 * The sponsors feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/add-sponsor-numbers';
export * from './api/copy-sponsors';
export * from './api/create-sponsor';
export * from './api/delete-sponsor';
export * from './api/get-sponsor-numbers';
export * from './api/list-sponsors';
export * from './api/numbers-report';
export * from './api/remove-sponsor-number';
export * from './api/toggle-sponsor-number';
export * from './api/update-sponsor';
export * from './api/upload-logo';
