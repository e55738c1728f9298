import { Offcanvas } from 'react-bootstrap';
import { NavLink } from 'react-router';
import { Brand } from '../../../components/Brand';
import { Icon } from '../../../components/Icon';
import { paths } from '../../../lib/paths';
import { ActiveEventBox } from './ActiveEventBox';
import { adminMenu } from './admin-menu';

interface Props {
  collapsed: boolean;
  /** The drawer's state on screens under 992px; above that the sidebar is always in place. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}

/**
 * Bootstrap's responsive offcanvas: a static sidebar from the lg breakpoint, a drawer below it
 * (spec §2 "becomes a drawer on mobile").
 */
export function AdminSidebar({ collapsed, drawerOpen, onCloseDrawer }: Props) {
  return (
    <Offcanvas
      show={drawerOpen}
      onHide={onCloseDrawer}
      responsive="lg"
      placement="start"
      className="admin-sidebar"
      aria-label="Menu de administração"
    >
      <Offcanvas.Header closeButton closeLabel="Fechar menu">
        <Offcanvas.Title as="div">
          <Brand to={paths.dashboard} />
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="flex-column p-0 w-100">
        <div className="sidebar-brand d-none d-lg-flex">
          <Brand to={paths.dashboard} name={collapsed ? 'never' : 'always'} />
        </div>
        <ActiveEventBox collapsed={collapsed} />
        <nav aria-label="Administração" className="sidebar-nav">
          {adminMenu.map((group, index) => (
            <div key={group.title ?? `top-${index}`} className="sidebar-group">
              {group.title && <div className="sidebar-group-title">{group.title}</div>}
              <ul className="list-unstyled mb-0">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className="sidebar-link" title={collapsed ? item.label : undefined} onClick={onCloseDrawer}>
                      <Icon name={item.icon} />
                      <span className="sidebar-label">{item.label}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
