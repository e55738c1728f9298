import type { AuthUser, UserDirectory } from '../modules/users';

/**
 * Ends a live stream when the session that opened it ends (a new password, a deactivation, "Sair de
 * todos os dispositivos"), here or in another process: the phone's next request is then refused
 * and it goes back to the login screen instead of following the draw on a dead session.
 */
export function endWithSession(directory: UserDirectory, opener: AuthUser) {
  return (end: () => void) =>
    directory.onChange((id) => {
      if (id !== null && id !== opener.id) return;
      directory.get(opener.id).then(
        (user) => {
          if (!user?.active || user.session_version !== opener.session_version) end();
        },
        // The database is out of reach: keep the stream; the check runs again on the next change.
        () => {},
      );
    });
}
