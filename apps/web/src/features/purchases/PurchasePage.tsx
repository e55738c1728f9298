import './purchases.css';
import { formatMoney } from '@bingo/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { PageHeader } from '../../components/PageHeader';
import { chosenEvent, useOpenEvents } from '../../lib/open-events';
import { EventChoice } from './components/EventChoice';
import { PixPanel } from './components/PixPanel';
import { PurchaseForm } from './components/PurchaseForm';
import { usePendingPix } from './pending-pix';
import { purchaseTexts } from './purchase-texts';
import { useLatestCheckout } from './use-checkout';
import { LoadFailed } from '../../components/LoadFailed';

/**
 * /comprar: cards of the active event, or of the one the buyer picks when several are on sale
 * (`?evento={id}` preselects it), paid on the provider's page or by PIX right here.
 */
export function PurchasePage() {
  const events = useOpenEvents();
  const pix = usePendingPix();
  const [wanted, choose] = useWantedEvent();
  const busy = useLatestCheckout()?.status === 'pending';
  const event = events.data ? chosenEvent(events.data, wanted) : null;

  let body;
  if (pix) {
    body = <PixPanel pix={pix} />;
  } else if (events.isPending) {
    body = <LoadingState />;
  } else if (events.isError) {
    body = <LoadFailed text={purchaseTexts.activeEventFailed} onRetry={() => void events.refetch()} />;
  } else if (!event) {
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
    body = (
      <>
        {events.data.length > 1 && <EventChoice events={events.data} value={event.id} onChange={choose} disabled={busy} />}
        <PurchaseForm event={event} />
      </>
    );
  }

  const subtitle = event ? (
    <>
      {event.name} · <strong className="text-nowrap">{formatMoney(event.card_price)}</strong> por cartela
    </>
  ) : undefined;

  return (
    <div className="purchase-page mx-auto">
      <PageHeader title="Comprar Cartelas" subtitle={subtitle} />
      <AfterFirstPaint>{body}</AfterFirstPaint>
    </div>
  );
}

/**
 * The address's `?evento=`. Choosing an event rewrites it (keeping `?quantidade=` and the rest),
 * so a reload, a guest signed in mid-purchase (the page remounts) or a shared link keeps it.
 */
function useWantedEvent(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const typed = Number(params.get('evento'));
  const choose = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('evento', String(id));
        return next;
      },
      { replace: true },
    );
  return [Number.isInteger(typed) && typed > 0 ? typed : null, choose];
}
