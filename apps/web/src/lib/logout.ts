import { paths } from './paths';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';
import { clearSession } from './session';

/** Sair, and the end of an expired or refused session: forget everything, go to Login. */
export function logout(): void {
  clearSession();
  // Cached answers belong to the user who just left.
  queryClient.clear();
  navigateTo(paths.login);
}
