import { useCurrentUser } from '../../lib/session';
import { lazyPage } from '../lazy-page';
import { BuyerLayout } from './buyer/BuyerLayout';
import { PublicLayout } from './PublicLayout';

// Buyers never download the admin shell.
const AdminLayout = lazyPage(() => import('./admin/AdminLayout'), 'AdminLayout');

/** Spec §2 "Layout": the sidebar for admins, the top and bottom bars for everyone else. */
export function AppLayout() {
  const user = useCurrentUser();
  if (!user) return <PublicLayout />;
  return user.is_admin ? <AdminLayout /> : <BuyerLayout />;
}
