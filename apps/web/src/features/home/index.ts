/**
 * The home feature's public face (docs/decisions/010): the organiser's home, /admin.
 * Other features and app/ import only this file (and the router only pages.ts).
 */
export {};
