/**
 * The users feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/create-user';
export * from './api/delete-user';
export * from './api/list-users';
export * from './api/set-user-affiliate';
export * from './api/set-user-password';
export * from './api/set-user-status';
export * from './api/update-user';
export * from './api/use-user-mutation';
