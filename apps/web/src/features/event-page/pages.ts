/**
 * The feature's screens for the router, each loaded on demand so that it stays its own chunk
 * (docs/decisions/010): importing this file pulls no screen into the first bundle.
 */
export const loadEventPage = () => import('./EventPage');
