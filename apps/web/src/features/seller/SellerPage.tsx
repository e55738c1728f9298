import './seller.css';
import { useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { EventOptions } from '../../components/EventOptions';
import { Icon } from '../../components/Icon';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SaleCorrections } from '../../components/SaleCorrections';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import { useSellerOverview } from './api/seller-overview';
import { SwapSaleDialog } from '../../components/SwapSaleDialog';
import { errorText } from '../../lib/api-error';
import { useReturnMyCards } from './api/return-my-cards';
import { useRefreshOnBall } from './api/use-refresh-on-ball';
import { useSwapMySale } from './api/swap-my-sale';
import { useUndoMySale } from './api/undo-my-sale';
import { BalanceCard } from './components/BalanceCard';
import { BatchCards } from './components/BatchCards';
import { MySales } from './components/MySales';
import { sellerTexts } from './seller-texts';
import { LoadFailed } from '../../components/LoadFailed';

/**
 * Minhas Vendas (decisions.md §13): per event, the seller's batches and every card (disponível / vendida,
 * the buyer), their sales and what they still owe; Vender cartela opens the scanning screen.
 */
export function SellerPage() {
  const user = useCurrentUser();
  const [eventId, setEventId] = useState<number | undefined>(undefined);
  const overview = useSellerOverview(eventId);
  const undo = useUndoMySale();
  const [undoing, setUndoing] = useState<{ cardId: number; saleId: number } | null>(null);
  const giveBack = useReturnMyCards();
  const swap = useSwapMySale();
  const [swapping, setSwapping] = useState<{ cardId: number; saleId: number } | null>(null);
  const [returning, setReturning] = useState<{ batchId: number; name: string; cardIds: number[] } | null>(null);
  const data = overview.data;
  // A finished event's sales are frozen (decisions.md §14): no undo is offered.
  const finished = data?.evento?.status === 'finalizado';
  // While the night runs, a ball drawn ends the undo of the sales made before it.
  useRefreshOnBall(data?.evento?.status === 'em_andamento' ? data.evento.id : undefined, () => void overview.refetch());
  const buyers = useMemo(() => new Map(data?.lotes.flatMap((l) => l.cards.map((c) => [c.id, c.full_name] as const)) ?? []), [data]);

  const sellLink = (
    <Link to={paths.vendedorVender} className="btn btn-primary">
      <Icon name="upc-scan" className="me-1" />
      {sellerTexts.sellTitle}
    </Link>
  );

  return (
    <>
      <PageHeader title={sellerTexts.title} subtitle={sellerTexts.subtitle} actions={data?.evento ? sellLink : undefined} />
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError || !data ? (
        <LoadFailed text={sellerTexts.loadFailed} onRetry={() => void overview.refetch()} />
      ) : !data.evento ? (
        <div className="border rounded-3 bg-body-tertiary">
          <EmptyState icon="box-seam" title={sellerTexts.noBatches}>
            <p className="text-body-secondary mb-0">{sellerTexts.noBatchesHint}</p>
          </EmptyState>
        </div>
      ) : (
        <>
          {data.eventos.length > 1 && (
            <Form.Group className="mb-3" controlId="seller-event">
              <Form.Label>Evento</Form.Label>
              <Form.Select value={data.evento.id} onChange={(e) => setEventId(Number(e.target.value))}>
                <EventOptions events={data.eventos} />
              </Form.Select>
            </Form.Group>
          )}
          <BalanceCard saldo={data.saldo} />
          {/* Sales of theirs corrected after the event finished, with the reason (decisions.md §14). */}
          <SaleCorrections corrections={data.correcoes} className="mb-3" />
          <p className="small text-body-secondary">{finished ? sellerTexts.finished : sellerTexts.undoHint}</p>
          {data.lotes.map((batch) => (
            <BatchCards
              key={batch.id}
              batch={batch}
              sellerId={user?.id ?? 0}
              now={data.agora}
              onUndo={finished ? undefined : (card) => card.sale && setUndoing({ cardId: card.id, saleId: card.sale.id })}
              onSwap={finished ? undefined : (card) => card.sale && setSwapping({ cardId: card.id, saleId: card.sale.id })}
              onReturn={(unsold) => setReturning({ batchId: batch.id, name: batch.name, cardIds: unsold.map((c) => c.id) })}
            />
          ))}
          <MySales sales={data.vendas} buyers={buyers} />
        </>
      )}
      <ConfirmDialog
        show={undoing !== null}
        title="Desfazer venda"
        message={undoing ? sellerTexts.confirmUndo(undoing.cardId) : ''}
        confirmLabel="Desfazer venda"
        pending={undo.isPending}
        onCancel={() => setUndoing(null)}
        onConfirm={() => undoing && undo.mutate(undoing.saleId, { onSettled: () => setUndoing(null) })}
      />
      <SwapSaleDialog
        fromCardId={swapping?.cardId ?? null}
        pending={swap.isPending}
        error={swap.isError ? errorText(swap.error) : null}
        onCancel={() => {
          swap.reset();
          setSwapping(null);
        }}
        onConfirm={(body) => swapping && swap.mutate({ saleId: swapping.saleId, swap: body }, { onSuccess: () => setSwapping(null) })}
      />
      <ConfirmDialog
        show={returning !== null}
        title={sellerTexts.returnUnsold}
        message={returning ? sellerTexts.confirmReturn(returning.cardIds.length, returning.name) : ''}
        confirmLabel={sellerTexts.returnUnsold}
        pending={giveBack.isPending}
        onCancel={() => setReturning(null)}
        onConfirm={() => returning && giveBack.mutate(returning, { onSettled: () => setReturning(null) })}
      />
    </>
  );
}
