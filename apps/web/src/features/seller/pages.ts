/**
 * The feature's screens for the router, each loaded on demand so that it stays its own chunk
 * (docs/decisions/010): importing this file pulls no screen into the first bundle. The barcode
 * decoder is loaded by the Vender cartela screen only, when it first reads a code.
 */
export const loadSellerPage = () => import('./SellerPage');
export const loadSellCardPage = () => import('./SellCardPage');
