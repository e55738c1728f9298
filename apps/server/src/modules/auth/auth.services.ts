import type { AppDeps } from '../../lib/app-deps';
import { AuthService } from './auth.service';

/** The auth module's services, built once by the app (docs/decisions/039). */
export function authServices(deps: AppDeps) {
  return {
    auth: new AuthService(deps.db, deps.tokens, deps.userDirectory, deps.mailer, deps.env),
  };
}
