// The public face of the physical-sales module: all that code outside it may import (lint-enforced, docs/decisions).
export { physicalSaleRoutes } from './physical-sales.routes';
export { physicalSalesServices } from './physical-sales.services';
