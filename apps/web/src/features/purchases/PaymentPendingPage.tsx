import { UnderConstruction } from '../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function PaymentPendingPage() {
  return <UnderConstruction title="Pagamento pendente" description="Em breve esta página acompanhará o seu pagamento até a confirmação." />;
}
