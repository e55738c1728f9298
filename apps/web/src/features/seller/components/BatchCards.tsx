import { Button, Card, ListGroup } from 'react-bootstrap';
import { StatusBadge } from '../../../components/StatusBadge';
import type { SellerOverviewData } from '../api/seller-overview';
import { sellerTexts } from '../seller-texts';

type Batch = SellerOverviewData['lotes'][number];
type SellerCard = Batch['cards'][number];

interface Props {
  batch: Batch;
  sellerId: number;
  /** The server's clock when the list was read: the undo window is the server's. */
  now: string;
  /** Left out when the event is finished: its sales are frozen (decisions.md §14). */
  onUndo?: (card: SellerCard) => void;
}

/**
 * Whether the seller's own undo can still succeed: the server says until when (no ball drawn since
 * the sale, event not finished, their own sale: docs/decisions/013), read against its clock.
 */
export function canUndo(card: SellerCard, sellerId: number, now: string): boolean {
  if (!card.sale || card.sale.user_id !== sellerId || !card.sale.undo_until) return false;
  return Date.parse(now) < Date.parse(card.sale.undo_until);
}

/** One batch: each card, available or sold (to whom, by whom when not by this seller). */
export function BatchCards({ batch, sellerId, now, onUndo }: Props) {
  const sold = batch.cards.filter((c) => c.sale).length;
  return (
    <Card className="mb-3" as="section" aria-labelledby={`lote-${batch.id}`}>
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-1">
        <h2 id={`lote-${batch.id}`} className="h6 mb-0">
          {batch.name}
        </h2>
        <span className="small text-body-secondary">
          {sold} de {batch.cards.length} vendidas
        </span>
      </Card.Header>
      <ListGroup variant="flush">
        {batch.cards.map((card) => (
          <ListGroup.Item key={card.id} className="seller-card-row" data-testid={`seller-card-${card.id}`}>
            <div className="min-w-0">
              <span className="fw-semibold">Cartela nº {card.id}</span>
              {card.barcode && <span className="d-block small text-body-secondary font-monospace">{card.barcode}</span>}
              {card.sale && (
                <span className="d-block small text-break">
                  {card.full_name ?? 'Comprador não informado'}
                  {card.sale.user_id !== sellerId && ` · ${sellerTexts.sold_by_other(card.sale.user_name)}`}
                </span>
              )}
            </div>
            <div className="d-flex flex-column align-items-end gap-1">
              <StatusBadge variant={card.sale ? 'success' : 'secondary'}>
                {card.sale ? sellerTexts.sold : sellerTexts.available}
              </StatusBadge>
              {onUndo && canUndo(card, sellerId, now) && (
                <Button variant="link" size="sm" className="p-0" onClick={() => onUndo(card)}>
                  Desfazer
                </Button>
              )}
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
