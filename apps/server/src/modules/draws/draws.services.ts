import type { AppDeps } from '../../lib/app-deps';
import { DrawsService } from './draws.service';

/** The draws module's services, built once by the app (docs/decisions/039). */
export function drawsServices(deps: AppDeps) {
  return {
    draws: new DrawsService(deps.database),
  };
}
