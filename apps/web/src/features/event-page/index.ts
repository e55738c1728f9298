/**
 * The event-page feature's public face (docs/decisions/010): the router imports only pages.ts;
 * other features link to the page through lib/paths (linkTo.evento), not through here.
 */
export * from './api/get-event-page';
