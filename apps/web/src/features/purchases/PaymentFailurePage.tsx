import { UnderConstruction } from '../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function PaymentFailurePage() {
  return <UnderConstruction title="Pagamento não concluído" description="Em breve esta página explicará o que houve e deixará você tentar de novo." />;
}
