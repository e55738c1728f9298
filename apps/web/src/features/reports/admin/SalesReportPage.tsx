import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function SalesReportPage() {
  return <UnderConstruction title="Relatórios" description="Em breve: relatórios financeiros, de números e de vendas de cartelas." />;
}
