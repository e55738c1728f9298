import type { AppDeps } from '../../lib/app-deps';
import { ResultsService } from './results.service';

/** The results module's services, built once by the app (docs/decisions/039). */
export function resultsServices(deps: AppDeps) {
  return {
    results: new ResultsService(deps.database, deps.rankings),
  };
}
