import type { AppDeps } from '../../lib/app-deps';
import { BatchReturnsService } from './batch-returns.service';
import { BatchesService } from './batches.service';

/** The batches module's services, built once by the app (docs/decisions/039). */
export function batchesServices(deps: AppDeps) {
  return {
    batches: new BatchesService(deps.database),
    batchReturns: new BatchReturnsService(deps.database),
  };
}
