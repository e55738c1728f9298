import { UnderConstruction } from '../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function VerificationPage() {
  return <UnderConstruction title="Acompanhar Sorteio" description="Em breve você acompanhará aqui o sorteio ao vivo, com as suas cartelas marcadas." />;
}
