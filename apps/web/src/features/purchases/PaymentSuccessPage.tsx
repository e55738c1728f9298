import './purchases.css';
import { useEffect, useState } from 'react';
import { Alert, ProgressBar } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { ShareEvent } from '../../components/ShareEvent';
import { paths } from '../../lib/paths';
import { errorText } from '../../lib/api-error';
import { usePaymentStatus } from './api/payment-status';
import { GuestPasswordNotice } from './components/GuestPasswordNotice';
import { ResultCard } from './components/ResultCard';
import { purchaseTexts } from './purchase-texts';
import { orderQuery, useOrderId } from './use-order-id';

const POLL_MS = 2000;
/** A card payment is confirmed in seconds; still pending after this, it is a slow one (boleto, PIX). */
const PENDING_LIMIT_MS = 30_000;

function useWaitedLong(ms: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return waited;
}

/**
 * /sucesso: the provider sends every buyer here (it has only a success URL), so the page asks how
 * the purchase really stands and shows progress until the cards exist; failures go to /falha and
 * a payment still pending after a while to /pendente (decisions.md §6).
 */
export function PaymentSuccessPage() {
  const orderId = useOrderId();
  const navigate = useNavigate();
  const status = usePaymentStatus(orderId, POLL_MS);
  const waitedLong = useWaitedLong(PENDING_LIMIT_MS);
  const state = status.data?.status;

  useEffect(() => {
    if (!orderId) return;
    if (state === 'falhou' || state === 'cancelado') navigate(`${paths.falha}${orderQuery(orderId)}`, { replace: true });
    else if (state === 'pendente' && waitedLong) navigate(`${paths.pendente}${orderQuery(orderId)}`, { replace: true });
  }, [orderId, state, waitedLong, navigate]);

  const actions = (
    <>
      <Link to={paths.minhasCartelas} className="btn btn-primary btn-lg">
        Ver minhas cartelas
      </Link>
      <Link to={paths.dashboard} className="btn btn-link">
        Ir para o Dashboard
      </Link>
    </>
  );

  if (!orderId) {
    return (
      <ResultCard title="Obrigado pela compra!" icon="bag-check" variant="success" actions={actions}>
        <p className="mb-0">Assim que o pagamento for confirmado, suas cartelas aparecem em Minhas Cartelas.</p>
      </ResultCard>
    );
  }
  if (status.isError && !status.data) {
    return (
      <ResultCard title="Pagamento" icon="question-circle" variant="warning" actions={actions}>
        <Alert variant="danger" className="mb-0">
          {errorText(status.error, purchaseTexts.statusFailed)}
        </Alert>
      </ResultCard>
    );
  }
  const data = status.data;
  if (data?.cards_ready) {
    const many = data.quantidade > 1;
    return (
      <ResultCard title="Pagamento aprovado!" icon="check-lg" variant="success" actions={actions}>
        <p className="mb-0">
          {many ? `Suas ${data.quantidade} cartelas já estão prontas.` : 'Sua cartela já está pronta.'} Boa sorte no sorteio!
        </p>
        <GuestPasswordNotice />
        <p className="text-body-secondary small mt-3 mb-2">{purchaseTexts.shareInvite}</p>
        <ShareEvent eventId={data.event_id} eventName={null} />
      </ResultCard>
    );
  }
  const generating = data?.status === 'aprovado';
  return (
    <ResultCard title={generating ? purchaseTexts.generatingCards : purchaseTexts.confirming}>
      <div role="status" aria-live="polite">
        <p className="text-body-secondary">
          {generating
            ? 'Pagamento aprovado. Estamos preparando suas cartelas.'
            : 'Estamos aguardando a confirmação do pagamento. Não feche esta página.'}
        </p>
        {generating && data && (
          <ProgressBar
            now={data.cards_count}
            max={data.quantidade}
            label={`${data.cards_count} de ${data.quantidade}`}
            aria-label="Cartelas geradas"
          />
        )}
      </div>
    </ResultCard>
  );
}
