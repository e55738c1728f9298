import type { AppDeps } from '../../lib/app-deps';
import { AcumuladoService } from './acumulado.service';

/** The acumulado module's services, built once by the app (docs/decisions/039). */
export function acumuladoServices(deps: AppDeps) {
  return {
    acumulado: new AcumuladoService(deps.db),
  };
}
