import { formatMoney } from '@bingo/core';
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { StatusBadge } from '../../../components/StatusBadge';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { errorText } from '../../../lib/api-error';
import type { SellerCardData } from '../api/find-seller-card';
import { useSellCard } from '../api/sell-card';
import { sellerTexts } from '../seller-texts';
import type { SoldCard } from './SaleWhatsApp';

interface Props {
  card: SellerCardData;
  sellerId: number;
  price: number | null;
  onSold: (sold: SoldCard) => void;
  onCancel: () => void;
}

/** The card found by its code: what it is, and the sale with the buyer's name and phone if given. */
export function SaleForm({ card, sellerId, price, onSold, onCancel }: Props) {
  const sell = useSellCard();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const finished = card.event_status === 'finalizado';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    sell.mutate(
      { card_id: card.id, user_id: sellerId, full_name: name || null, contact: phone || null },
      {
        onSuccess: (sale) =>
          onSold({
            cardId: card.id,
            eventId: card.event_id,
            saleId: sale.id,
            nextRound: sale.next_round,
            barcode: card.barcode,
            checkCode: card.check_code,
            eventName: card.event_name,
            buyer: name.trim() || null,
            phone: phone.trim() || null,
          }),
      },
    );
  };

  return (
    <Card className="seller-sale-card">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 className="h5 mb-0">Cartela nº {card.id}</h2>
          <StatusBadge variant={card.sale ? 'success' : 'secondary'}>{card.sale ? sellerTexts.sold : sellerTexts.available}</StatusBadge>
        </div>
        <p className="text-body-secondary small mb-3">
          {card.lote} · {card.event_name}
          {card.barcode && <span className="d-block font-monospace">{card.barcode}</span>}
        </p>
        {card.sale ? (
          <Alert variant="info" className="mb-0">
            Esta cartela já foi vendida{card.full_name ? ` para ${card.full_name}` : ''} por {card.sale.user_name}.
          </Alert>
        ) : finished ? (
          <Alert variant="warning" className="mb-0">
            {sellerTexts.finished}
          </Alert>
        ) : (
          <Form onSubmit={submit} noValidate>
            <TextField
              label="Nome do comprador (opcional)"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={120}
              autoComplete="off"
            />
            <TextField
              label="Telefone do comprador (opcional)"
              type="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              maxLength={120}
              autoComplete="off"
            />
            {sell.isError && (
              <Alert variant="danger" className="py-2">
                {errorText(sell.error)}
              </Alert>
            )}
            <div className="d-flex flex-wrap gap-2">
              <SubmitButton pending={sell.isPending} className="flex-grow-1">
                Confirmar venda{price !== null ? ` · ${formatMoney(price)}` : ''}
              </SubmitButton>
              <Button variant="outline-secondary" onClick={onCancel} disabled={sell.isPending}>
                Cancelar
              </Button>
            </div>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
