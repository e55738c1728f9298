import { Dropdown, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink, useLocation } from 'react-router';
import { Brand } from '../../../components/Brand';
import { Icon } from '../../../components/Icon';
import { useIsSeller } from '../../../features/seller';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { logout } from '../../../lib/logout';
import { useCurrentUser } from '../../../lib/session';
import { firstName } from '../../../lib/stored-session';
import { paths } from '../../../lib/paths';
import { pageName } from './page-name';

/**
 * Spec §2: Dashboard, dark mode toggle, and a menu with Perfil, Minhas Compras and Sair (and Minhas
 * Vendas for a batch's seller, decisions.md §13). On a phone the bar names the page it is on instead: a
 * "Dashboard" there read as if Sorteio or Vender cartela were the Dashboard.
 */
export function BuyerTopBar() {
  const user = useCurrentUser();
  const seller = useIsSeller(Boolean(user));
  const here = pageName(useLocation().pathname);
  return (
    <Navbar className="app-topbar border-bottom" sticky="top">
      <div className="container gap-2">
        <Brand to={paths.dashboard} name="sm" />
        <Nav className="me-auto">
          <Nav.Link
            as={NavLink}
            to={paths.dashboard}
            className={`${here === 'Dashboard' ? 'd-inline-flex' : 'd-none d-md-inline-flex'} align-items-center gap-1`}
          >
            <Icon name="house-door" />
            Dashboard
          </Nav.Link>
          {here !== 'Dashboard' && (
            <span className="navbar-text d-md-none fw-semibold text-truncate" data-testid="topbar-page">
              {here}
            </span>
          )}
        </Nav>
        <ThemeToggle />
        <Dropdown align="end">
          <Dropdown.Toggle variant="outline-primary" size="sm" className="d-inline-flex align-items-center gap-1">
            <Icon name="person-circle" />
            <span className="user-name text-truncate">{user ? firstName(user) : 'Conta'}</span>
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as={Link} to={paths.perfil}>
              <Icon name="person" className="me-2" />
              Perfil
            </Dropdown.Item>
            <Dropdown.Item as={Link} to={paths.minhasCompras}>
              <Icon name="receipt" className="me-2" />
              Minhas Compras
            </Dropdown.Item>
            {seller && (
              <Dropdown.Item as={Link} to={paths.vendedor}>
                <Icon name="upc-scan" className="me-2" />
                Minhas Vendas
              </Dropdown.Item>
            )}
            <Dropdown.Divider />
            <Dropdown.Item as="button" onClick={logout}>
              <Icon name="box-arrow-right" className="me-2" />
              Sair
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </div>
    </Navbar>
  );
}
