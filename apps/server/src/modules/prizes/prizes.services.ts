import type { AppDeps } from '../../lib/app-deps';
import { PrizesService } from './prizes.service';

/** The prizes module's services, built once by the app (docs/decisions/039). */
export function prizesServices(deps: AppDeps) {
  return {
    prizes: new PrizesService(deps.db),
  };
}
