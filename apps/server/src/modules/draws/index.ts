// The public face of the draws module: all that code outside it may import (lint-enforced, docs/decisions).
export { drawRoutes } from './draws.routes';
export { drawsServices } from './draws.services';
