import type { AppDeps } from '../../lib/app-deps';
import { ContasService } from './contas.service';

/** The contas module's services, built once by the app (docs/decisions/039). */
export function contasServices(deps: AppDeps) {
  return {
    contas: new ContasService(deps.database),
  };
}
