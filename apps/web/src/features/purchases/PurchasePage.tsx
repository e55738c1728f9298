import { UnderConstruction } from '../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function PurchasePage() {
  return <UnderConstruction title="Comprar Cartelas" description="Em breve você poderá escolher a quantidade de cartelas e pagar com segurança por aqui." />;
}
