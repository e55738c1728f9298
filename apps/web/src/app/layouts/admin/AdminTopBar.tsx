import { Button, Navbar } from 'react-bootstrap';
import { Link } from 'react-router';
import { Brand } from '../../../components/Brand';
import { Icon } from '../../../components/Icon';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { logout } from '../../../lib/logout';
import { useCurrentUser } from '../../../lib/session';
import { paths } from '../../../lib/paths';

interface Props {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenDrawer: () => void;
}

export function AdminTopBar({ collapsed, onToggleCollapsed, onOpenDrawer }: Props) {
  const user = useCurrentUser();
  return (
    <Navbar className="app-topbar border-bottom px-3 gap-2" sticky="top">
      <Button
        variant="outline-secondary"
        size="sm"
        className="d-lg-none d-inline-flex align-items-center text-nowrap"
        onClick={onOpenDrawer}
      >
        <Icon name="list" className="me-1" />
        Menu
      </Button>
      {/* Below lg the sidebar (and its brand) is hidden in the drawer. */}
      <span className="d-inline-flex d-lg-none">
        <Brand to={paths.dashboard} name="never" />
      </span>
      <Button
        variant="outline-secondary"
        size="sm"
        className="d-none d-lg-inline-flex align-items-center"
        onClick={onToggleCollapsed}
        aria-pressed={collapsed}
        title={collapsed ? 'Expandir menu' : 'Recolher menu'}
      >
        <Icon name={collapsed ? 'layout-sidebar' : 'layout-sidebar-inset'} />
        <span className="visually-hidden">{collapsed ? 'Expandir menu' : 'Recolher menu'}</span>
      </Button>
      <div className="ms-auto d-flex align-items-center gap-2">
        <Link
          to={paths.perfil}
          aria-label={`Perfil de ${user?.name ?? ''}`.trim()}
          title="Perfil"
          className="btn btn-link btn-sm text-decoration-none d-inline-flex align-items-center gap-1"
        >
          <Icon name="person-circle" className="fs-5" />
          {/* On phones the icon alone: the bar also holds Menu, the logo, the theme and Sair. */}
          <span className="user-name text-truncate d-none d-sm-inline">{user?.name}</span>
        </Link>
        <ThemeToggle />
        <Button variant="outline-danger" size="sm" onClick={logout} className="d-inline-flex align-items-center gap-1">
          <Icon name="box-arrow-right" />
          Sair
        </Button>
      </div>
    </Navbar>
  );
}
