// The public face of the affiliates module: all that code outside it may import (lint-enforced, docs/decisions).
export { affiliateRoutes } from './affiliates.routes';
export { affiliatesServices } from './affiliates.services';
