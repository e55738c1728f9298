import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function SponsorsAdminPage() {
  return <UnderConstruction title="Patrocinadores" description="Em breve: cadastro de patrocinadores, pagamentos e números patrocinados." />;
}
