import './purchases.css';
import { formatMoney } from '@bingo/core';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useActiveEvent } from '../../lib/active-event';
import { PixPanel } from './components/PixPanel';
import { PurchaseForm } from './components/PurchaseForm';
import { usePendingPix } from './pending-pix';
import { purchaseTexts } from './purchase-texts';

/** /comprar: cards of the active event, paid on the provider's page or by PIX right here. */
export function PurchasePage() {
  const event = useActiveEvent();
  const pix = usePendingPix();

  let body;
  if (pix) {
    body = <PixPanel pix={pix} />;
  } else if (event.isPending) {
    body = <LoadingState />;
  } else if (event.isError) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{purchaseTexts.activeEventFailed}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void event.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  } else if (!event.data) {
    body = (
      <div className="border rounded-3 bg-body-tertiary">
        <EmptyState icon="calendar-x" title={purchaseTexts.noActiveEvent}>
          <p>Assim que um novo evento abrir as vendas, você poderá comprar suas cartelas aqui.</p>
          <Link to={paths.dashboard} className="btn btn-primary">
            Ir para o Dashboard
          </Link>
        </EmptyState>
      </div>
    );
  } else {
    body = <PurchaseForm event={event.data} />;
  }

  const subtitle = event.data ? (
    <>
      {event.data.name} · <strong className="text-nowrap">{formatMoney(event.data.card_price)}</strong> por cartela
    </>
  ) : undefined;

  return (
    <div className="purchase-page mx-auto">
      <PageHeader title="Comprar Cartelas" subtitle={subtitle} />
      {body}
    </div>
  );
}
