import type { AppDeps } from '../../lib/app-deps';
import { QuinaService } from './quina.service';
import { ResultsService } from './results.service';

/** The results module's services, built once by the app (docs/decisions/039). */
export function resultsServices(deps: AppDeps) {
  return {
    results: new ResultsService(deps.database, deps.rankings),
    quina: new QuinaService(deps.database, deps.rankings),
  };
}
