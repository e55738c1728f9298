/**
 * The feature's screens for the router, each loaded on demand so that it stays its own chunk
 * (docs/decisions/010): importing this file pulls no screen into the first bundle.
 */
export const loadMyCardsPage = () => import('./MyCardsPage');

// The router starts the page's data as it is asked for (docs/decisions/041). From here, not from the
// feature's face: that one also carries the PDF download, which the first bundle does not need.
export { prefetchMyCards } from './api/list-my-cards';
