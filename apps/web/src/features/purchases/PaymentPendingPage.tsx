import './purchases.css';
import { useEffect } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { usePaymentStatus } from './api/payment-status';
import { ResultCard } from './components/ResultCard';
import { orderQuery, useOrderId } from './use-order-id';

/** Slow payments (boleto, a PIX paid later) settle in minutes or days: no need to ask often. */
const POLL_MS = 10_000;

/** /pendente: shows the payment id (spec §2) and moves on by itself once the payment settles. */
export function PaymentPendingPage() {
  const orderId = useOrderId();
  const navigate = useNavigate();
  const status = usePaymentStatus(orderId, POLL_MS);
  const state = status.data?.status;

  useEffect(() => {
    if (!orderId) return;
    if (state === 'aprovado') navigate(`${paths.sucesso}${orderQuery(orderId)}`, { replace: true });
    else if (state === 'falhou' || state === 'cancelado') navigate(`${paths.falha}${orderQuery(orderId)}`, { replace: true });
  }, [orderId, state, navigate]);

  return (
    <ResultCard
      title="Pagamento pendente"
      icon="hourglass-split"
      variant="warning"
      actions={
        <>
          {orderId && (
            // Back from the bank's app, the buyer need not wait for the next automatic check.
            <Button variant="primary" size="lg" disabled={status.isFetching} onClick={() => void status.refetch()}>
              {status.isFetching ? 'Verificando...' : 'Verificar novamente'}
            </Button>
          )}
          <Link to={paths.dashboard} className={`btn btn-lg ${orderId ? 'btn-link' : 'btn-primary'}`}>
            Ir para o Dashboard
          </Link>
        </>
      }
    >
      <p>Estamos aguardando a confirmação do pagamento. Assim que ele for aprovado, suas cartelas aparecem em Minhas Cartelas.</p>
      {orderId && (
        <p className="mb-0">
          Identificador do pagamento: <code className="fs-6">{orderId}</code>
        </p>
      )}
    </ResultCard>
  );
}
