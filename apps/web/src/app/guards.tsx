import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../lib/session';
import { paths } from '../lib/paths';

/** Spec §2: a route needing login sends an unauthenticated user to Login. */
export function RequireAuth() {
  const user = useCurrentUser();
  const location = useLocation();
  // Login comes back here afterwards, query string included.
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Spec §2: a route needing admin sends a non-admin to Dashboard. Sits inside RequireAuth. */
export function RequireAdmin() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login} replace />;
  if (!user.is_admin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
