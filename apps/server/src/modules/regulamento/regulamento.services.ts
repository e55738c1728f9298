import type { AppDeps } from '../../lib/app-deps';
import { RegulamentoService } from './regulamento.service';

/** The regulamento module's services, built once by the app (docs/decisions/039). */
export function regulamentoServices(deps: AppDeps) {
  return {
    regulamento: new RegulamentoService(deps.database),
  };
}
