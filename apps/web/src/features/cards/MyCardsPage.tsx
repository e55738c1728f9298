import { UnderConstruction } from '../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function MyCardsPage() {
  return <UnderConstruction title="Minhas Cartelas" description="Em breve você verá aqui as suas cartelas e poderá exportá-las em PDF." />;
}
