import type { AppDeps } from '../../lib/app-deps';
import type { AuthService } from '../auth';
import { GuestService } from './guest.service';

/** The guest module's services, built once by the app (docs/decisions/039): guest checkout signs people in through auth. */
export function guestServices(deps: AppDeps, auth: AuthService) {
  return { guest: new GuestService(deps.db, auth) };
}
