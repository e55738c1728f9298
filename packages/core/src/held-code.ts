/**
 * The `rel` the server gives the app's staged chunk preloads on a page whose top it draws, so the
 * browser does not fetch them with the HTML; the app's entry makes them module preloads again
 * once the page is painted (docs/decisions/047). Unknown to the browser on purpose.
 */
export const HELD_CODE_REL = 'bingo-after-paint';

/**
 * Pages a returning user's browser draws from its own last render of them before the app's code
 * has arrived (docs/decisions/048): the page is read from that copy, so the server holds their
 * code until it is painted, as on the pages whose top it draws.
 */
export const SNAPSHOT_PAGES: readonly string[] = ['/minhas-cartelas'];
