import './purchases.css';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePaymentStatus } from './api/payment-status';
import { ResultCard } from './components/ResultCard';
import { useOrderId } from './use-order-id';

/** /falha: the payment was refused or cancelled; nothing was charged, and a new try is one tap away. */
export function PaymentFailurePage() {
  const orderId = useOrderId();
  // "Tentar novamente" keeps the quantity the buyer had chosen.
  const quantidade = usePaymentStatus(orderId, 0).data?.quantidade;
  const retry = quantidade ? `${paths.comprar}?quantidade=${quantidade}` : paths.comprar;
  return (
    <ResultCard
      title="Pagamento não concluído"
      icon="x-lg"
      variant="danger"
      actions={
        <>
          <Link to={retry} className="btn btn-primary btn-lg">
            Tentar novamente
          </Link>
          <Link to={paths.dashboard} className="btn btn-link">
            Ir para o Dashboard
          </Link>
        </>
      }
    >
      <p>O pagamento foi cancelado ou não foi aprovado, e nenhuma cartela foi emitida.</p>
      {orderId && (
        <p className="small text-body-secondary mb-0">
          Pedido: <code>{orderId}</code>
        </p>
      )}
    </ResultCard>
  );
}
