import type { AppDeps } from '../../lib/app-deps';
import { CouponsService } from './coupons.service';

/** The coupons module's services, built once by the app (docs/decisions/039). */
export function couponsServices(deps: AppDeps) {
  return {
    coupons: new CouponsService(deps.db),
  };
}
