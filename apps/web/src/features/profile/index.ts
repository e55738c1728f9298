/**
 * The profile feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/change-password';
export * from './api/get-me';
export * from './api/logout-all';
export * from './api/send-password-link';
export * from './api/update-me';
export { PasswordLinkButton } from './components/PasswordLinkButton';
