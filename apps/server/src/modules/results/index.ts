// The public face of the results module: all that code outside it may import (lint-enforced, docs/decisions).
export { resultRoutes } from './results.routes';
export { resultsServices } from './results.services';
