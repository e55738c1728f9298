import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function PhysicalCardsAdminPage() {
  return <UnderConstruction title="Cartelas Físicas & Vendedores" description="Em breve: busca de cartelas físicas e registro de compradores e vendedores." />;
}
