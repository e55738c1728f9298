import { matchPath } from 'react-router';
import { paths } from '../../../lib/paths';

// The buyer's pages by the name their bottom bar, menu or shortcut gives them.
const NAMES: [pattern: string, name: string][] = [
  [paths.dashboard, 'Dashboard'],
  [paths.verificacao, 'Sorteio'],
  [paths.minhasCartelas, 'Minhas Cartelas'],
  [paths.minhasCompras, 'Minhas Compras'],
  [paths.comprar, 'Comprar'],
  [paths.perfil, 'Perfil'],
  [paths.vendedor, 'Minhas Vendas'],
  [paths.vendedorVender, 'Vender cartela'],
  [paths.sucesso, 'Pagamento'],
  [paths.falha, 'Pagamento'],
  [paths.pendente, 'Pagamento'],
  [paths.registroRodada, 'Registro da rodada'],
];

/** The name of the page at this path, for the phone's top bar; Dashboard where none is known. */
export function pageName(pathname: string): string {
  return NAMES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'Dashboard';
}
