import { Spinner } from 'react-bootstrap';
import { NavLink } from 'react-router';
import { Icon } from '../../../components/Icon';
import { useIsSeller } from '../../../features/seller';
import { useOpenCurrentDraw } from '../../../lib/active-event';
import { paths } from '../../../lib/paths';

/**
 * Phone-first bottom bar (spec §2): Minhas Cartelas, Sorteio, Comprar, each a large target; a
 * batch's seller also gets Minhas Vendas, where they work on the night (decisions.md §13).
 */
export function BottomNav() {
  const draw = useOpenCurrentDraw();
  const seller = useIsSeller(true);
  return (
    <nav className={`bottom-nav border-top${seller ? ' bottom-nav--seller' : ''}`} aria-label="Navegação principal">
      <NavLink to={paths.minhasCartelas} className="bottom-nav-item">
        <Icon name="grid-3x3-gap" />
        <span>Minhas Cartelas</span>
      </NavLink>
      <button type="button" className="bottom-nav-item bottom-nav-draw" onClick={draw.open} disabled={draw.busy}>
        <span className="bottom-nav-ball">
          {draw.busy ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <Icon name="broadcast" />}
        </span>
        <span>Sorteio</span>
      </button>
      <NavLink to={paths.comprar} className="bottom-nav-item">
        <Icon name="cart3" />
        <span>Comprar</span>
      </NavLink>
      {seller && (
        <NavLink to={paths.vendedor} className="bottom-nav-item">
          <Icon name="upc-scan" />
          <span>Minhas Vendas</span>
        </NavLink>
      )}
    </nav>
  );
}
