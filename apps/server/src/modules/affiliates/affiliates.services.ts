import type { AppDeps } from '../../lib/app-deps';
import { AffiliatesService } from './affiliates.service';

/** The affiliates module's services, built once by the app (docs/decisions/039). */
export function affiliatesServices(deps: AppDeps) {
  return {
    affiliates: new AffiliatesService(deps.db),
  };
}
