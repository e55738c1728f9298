import { formatDateTime, formatMoney, type MyPurchase } from '@bingo/core';
import { Accordion } from 'react-bootstrap';
import { CardGrid } from '../../../components/bingo/CardGrid';
import { StatusBadge } from '../../../components/StatusBadge';
import { paymentKindLabels, purchaseBadge } from '../purchase-status';
import { purchaseTexts } from '../purchase-texts';

const cardsLabel = (n: number) => (n === 1 ? '1 cartela' : `${n} cartelas`);

/** One purchase of Minhas Compras: date, event, quantity, total and status; opened, its cards. */
export function PurchaseItem({ purchase }: { purchase: MyPurchase }) {
  const badge = purchaseBadge(purchase.status);
  return (
    <Accordion.Item eventKey={String(purchase.id)}>
      <Accordion.Header>
        <span className="purchase-item__head">
          <span className="d-block fw-semibold text-break">{purchase.event_name}</span>
          <span className="d-block small text-body-secondary">
            {formatDateTime(purchase.createdAt)} · {cardsLabel(purchase.quantidade)} · {formatMoney(purchase.total)}
          </span>
        </span>
        <span className="me-2">
          <StatusBadge variant={badge.variant}>{badge.label}</StatusBadge>
        </span>
      </Accordion.Header>
      <Accordion.Body>
        <dl className="purchase-item__facts small">
          <dt>Pagamento</dt>
          <dd>{paymentKindLabels[purchase.payment_method] ?? purchase.payment_method}</dd>
          <dt>Valor por cartela</dt>
          <dd>{formatMoney(purchase.unit_price)}</dd>
          {purchase.discount > 0 && (
            <>
              <dt>Desconto</dt>
              <dd>− {formatMoney(purchase.discount)}</dd>
            </>
          )}
          <dt>Pedido</dt>
          <dd>
            <code>{`compra-${purchase.id}`}</code>
          </dd>
        </dl>
        {purchase.cards.length === 0 ? (
          <p className="text-body-secondary mb-0">{purchaseTexts.noCards}</p>
        ) : (
          <div className="purchase-cards">
            {purchase.cards.map((card) => (
              <CardGrid key={card.id} numbers={card.numbers} title={`Cartela #${card.id}`} compact />
            ))}
          </div>
        )}
      </Accordion.Body>
    </Accordion.Item>
  );
}
