import { formatDateTime, formatMoney } from '@bingo/core';
import { Card, ListGroup } from 'react-bootstrap';
import { StatusBadge } from '../../../components/StatusBadge';
import type { SellerOverviewData } from '../api/seller-overview';

/** The seller's sales of the event, newest first, each with what it is worth and whether it was handed in. */
export function MySales({ sales, buyers }: { sales: SellerOverviewData['vendas']; buyers: Map<number, string | null> }) {
  return (
    <Card as="section" className="mb-3" aria-labelledby="my-sales-title">
      <Card.Header>
        <h2 id="my-sales-title" className="h6 mb-0">
          Suas vendas ({sales.length})
        </h2>
      </Card.Header>
      {sales.length === 0 ? (
        <Card.Body className="text-body-secondary">Nenhuma venda registrada neste evento.</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {sales.map((sale) => (
            <ListGroup.Item key={sale.id} className="seller-card-row">
              <div className="min-w-0">
                <span className="fw-semibold">Cartela nº {sale.card_id}</span>
                <span className="d-block small text-body-secondary">
                  {sale.lote ? `${sale.lote} · ` : ''}
                  {formatDateTime(sale.created_at)}
                </span>
                {buyers.get(sale.card_id) && <span className="d-block small text-break">{buyers.get(sale.card_id)}</span>}
              </div>
              <div className="d-flex flex-column align-items-end gap-1">
                <span className="fw-semibold text-nowrap">{formatMoney(sale.amount)}</span>
                <StatusBadge variant={sale.settled_at ? 'success' : 'warning'}>{sale.settled_at ? 'Acertado' : 'A acertar'}</StatusBadge>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
