// The public face of the batches module: all that code outside it may import (lint-enforced, docs/decisions).
export { batchRoutes } from './batches.routes';
export { batchesServices } from './batches.services';
export { findBatch } from './find-batch';
