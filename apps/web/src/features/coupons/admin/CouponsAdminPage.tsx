import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function CouponsAdminPage() {
  return <UnderConstruction title="Cupons" description="Em breve: cadastro de cupons de desconto e ativação de cada um." />;
}
