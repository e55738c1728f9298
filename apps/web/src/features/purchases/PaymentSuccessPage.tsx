import { UnderConstruction } from '../../components/UnderConstruction';

/** Placeholder until its issue lands; the route already points here. */
export function PaymentSuccessPage() {
  return <UnderConstruction title="Pagamento aprovado" description="Em breve esta página mostrará a confirmação do seu pagamento e as suas cartelas." />;
}
