import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function BatchesAdminPage() {
  return <UnderConstruction title="Lotes de Cartelas" description="Em breve: criação de lotes de cartelas físicas e o PDF de cada lote." />;
}
