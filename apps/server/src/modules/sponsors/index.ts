// The public face of the sponsors module: all that code outside it may import (lint-enforced, docs/decisions).
export { sponsorRoutes } from './sponsors.routes';
export { sponsorsServices } from './sponsors.services';
