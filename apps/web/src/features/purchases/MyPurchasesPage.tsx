import { UnderConstruction } from '../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function MyPurchasesPage() {
  return <UnderConstruction title="Minhas Compras" description="Em breve você verá aqui o histórico das suas compras e as cartelas de cada uma." />;
}
