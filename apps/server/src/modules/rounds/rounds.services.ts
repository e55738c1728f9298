import type { AppDeps } from '../../lib/app-deps';
import { RoundsService } from './rounds.service';

/** The rounds module's services, built once by the app (docs/decisions/039). */
export function roundsServices(deps: AppDeps) {
  return {
    rounds: new RoundsService(deps.database),
  };
}
