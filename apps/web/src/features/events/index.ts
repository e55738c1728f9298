/**
 * The events feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/create-event';
export * from './api/delete-event';
export * from './api/list-events';
export * from './api/set-event-status';
export * from './api/update-event';
