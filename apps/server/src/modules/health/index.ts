// The public face of the health module: all that code outside it may import (lint-enforced, docs/decisions).
export { healthRoutes } from './health.routes';
