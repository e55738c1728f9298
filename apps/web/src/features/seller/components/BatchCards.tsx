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
  /** "Devolver cartelas não vendidas": the batch's unsold cards, to be voided (decisions.md §15). */
  onReturn: (unsold: SellerCard[]) => void;
  /** "Trocar cartela" on their own sale; left out when the event is finished (decisions.md §14). */
  onSwap?: (card: SellerCard) => void;
}

/** A card's badge: voided (decisions.md §15), sold or available. */
function badge(card: SellerCard): [variant: string, text: string] {
  if (card.voided) return ['dark', card.voided === 'returned' ? sellerTexts.returned : sellerTexts.swapped];
  return card.sale ? ['success', sellerTexts.sold] : ['secondary', sellerTexts.available];
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
export function BatchCards({ batch, sellerId, now, onUndo, onReturn, onSwap }: Props) {
  const sold = batch.cards.filter((c) => c.sale).length;
  const unsold = batch.cards.filter((c) => !c.sale && !c.voided);
  return (
    <Card className="mb-3" as="section" aria-labelledby={`lote-${batch.id}`}>
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-1">
        <h2 id={`lote-${batch.id}`} className="h6 mb-0">
          {batch.name}
        </h2>
        <span className="small text-body-secondary">
          {sold} de {batch.cards.length} vendidas
        </span>
        {unsold.length > 0 && (
          <Button variant="secondary" size="sm" className="w-100 mt-1" onClick={() => onReturn(unsold)}>
            {sellerTexts.returnUnsold}
          </Button>
        )}
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
              <StatusBadge variant={badge(card)[0]}>{badge(card)[1]}</StatusBadge>
              {onUndo && canUndo(card, sellerId, now) && (
                <Button variant="link" size="sm" className="p-0" onClick={() => onUndo(card)}>
                  Desfazer
                </Button>
              )}
              {onSwap && card.sale?.user_id === sellerId && (
                <Button variant="link" size="sm" className="p-0" onClick={() => onSwap(card)}>
                  Trocar cartela
                </Button>
              )}
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
