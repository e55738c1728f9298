import './admin-layout.css';
import { useState } from 'react';
import { DemoBanner } from '../../../components/DemoBanner';
import { useMediaQuery } from '../../../lib/use-media-query';
import { SuspenseOutlet } from '../SuspenseOutlet';
import { AdminSidebar } from './AdminSidebar';
import { AdminTopBar } from './AdminTopBar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

export function AdminLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Collapsing is a desktop idea: the phone drawer always shows the full labels.
  const desktop = useMediaQuery('(min-width: 992px)');
  const compact = desktop && collapsed;
  return (
    <div className={`admin-layout${compact ? ' is-collapsed' : ''}`}>
      <AdminSidebar collapsed={compact} drawerOpen={drawerOpen} onCloseDrawer={() => setDrawerOpen(false)} />
      <div className="admin-content">
        <AdminTopBar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} onOpenDrawer={() => setDrawerOpen(true)} />
        {/* Under the top bar, which stays level with the sidebar's brand row. */}
        <DemoBanner />
        <main className="p-3 p-lg-4">
          <SuspenseOutlet />
        </main>
      </div>
    </div>
  );
}
