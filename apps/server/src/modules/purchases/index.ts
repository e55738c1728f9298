// The public face of the purchases module: all that code outside it may import (lint-enforced, docs/decisions).
export { purchaseRoutes } from './purchases.routes';
export { purchasesServices } from './purchases.services';
export { webhookRoutes } from './webhook.routes';
export { expirySweepPlugin } from './expiry-sweep';
export { pixQrImage } from './checkout.service';
