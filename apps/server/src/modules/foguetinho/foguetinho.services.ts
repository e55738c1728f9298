import type { AppDeps } from '../../lib/app-deps';
import { FoguetinhoService } from './foguetinho.service';

/** The foguetinho module's services, built once by the app (docs/decisions/039). */
export function foguetinhoServices(deps: AppDeps) {
  return {
    foguetinho: new FoguetinhoService(deps.database),
  };
}
