// The public face of the app-info module: all that code outside it may import (lint-enforced, docs/decisions).
export { appInfoRoutes, demoPayments } from './app-info.routes';
