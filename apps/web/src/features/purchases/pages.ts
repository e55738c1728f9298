/**
 * The feature's screens for the router, each loaded on demand so that it stays its own chunk
 * (docs/decisions/010): importing this file pulls no screen into the first bundle.
 */
export const loadPurchasePage = () => import('./PurchasePage');
export const loadMyPurchasesPage = () => import('./MyPurchasesPage');
export const loadPaymentSuccessPage = () => import('./PaymentSuccessPage');
export const loadPaymentFailurePage = () => import('./PaymentFailurePage');
export const loadPaymentPendingPage = () => import('./PaymentPendingPage');
export const loadPurchasesAdminPage = () => import('./admin/PurchasesAdminPage');
