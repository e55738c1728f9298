import type { AppDeps } from '../../lib/app-deps';
import { UserProfilesService } from './user-profiles.service';
import { UsersAdminService } from './users-admin.service';

/** The users module's services, built once by the app (docs/decisions/039). */
export function usersServices(deps: AppDeps) {
  return {
    usersAdmin: new UsersAdminService(deps.database, deps.userDirectory),
    userProfiles: new UserProfilesService(deps.db),
  };
}
