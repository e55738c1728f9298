// The public face of the reports module: all that code outside it may import (lint-enforced, docs/decisions).
export { reportRoutes } from './reports.routes';
export { reportsServices } from './reports.services';
export { EventSummaryService } from './event-summary';
export { sellerSettlement } from './seller-settlement';
