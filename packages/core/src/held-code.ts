/**
 * The `rel` the server gives the app's staged chunk preloads on a page whose top it draws, so the
 * browser does not fetch them with the HTML; the app's entry makes them module preloads again
 * once the page is painted (docs/decisions/047). Unknown to the browser on purpose.
 */
export const HELD_CODE_REL = 'bingo-after-paint';
