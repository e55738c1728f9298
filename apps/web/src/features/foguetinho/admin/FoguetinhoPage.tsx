import { UnderConstruction } from '../../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function FoguetinhoPage() {
  return <UnderConstruction title="Foguetinho" description="Em breve: o sorteio rápido de números de 1 a 50." />;
}
