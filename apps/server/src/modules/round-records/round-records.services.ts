import type { AppDeps } from '../../lib/app-deps';
import { RoundRecordsService } from './round-records.service';

/** The round-records module's services, built once by the app (docs/decisions/039). */
export function roundRecordsServices(deps: AppDeps) {
  return {
    roundRecords: new RoundRecordsService(deps.database),
  };
}
