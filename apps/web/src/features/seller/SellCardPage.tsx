import './seller.css';
import { useRef, useState } from 'react';
import { Alert, Button, Card, Form, InputGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { errorText } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import { useFindSellerCard } from './api/find-seller-card';
import { useSellerOverview } from './api/seller-overview';
import { SaleForm } from './components/SaleForm';
import type { SoldCard } from './components/SaleWhatsApp';
import { SoldAlert } from './components/SoldAlert';
import { ScanButtons } from '../../components/barcode-scanner/ScanButtons';
import { sellerTexts } from './seller-texts';

/**
 * Vender cartela (decisions.md §13): the seller scans the card's barcode with the phone's camera, picks a
 * photo of it or types the card's number; the card of their batch shows, and the sale is confirmed
 * with the buyer's name and phone if they give them. The card is in play at once.
 */
export function SellCardPage() {
  const user = useCurrentUser();
  const [code, setCode] = useState('');
  const [sold, setSold] = useState<SoldCard | null>(null);
  const lookup = useFindSellerCard();
  const field = useRef<HTMLInputElement | null>(null);
  const card = lookup.data;
  const overview = useSellerOverview(card?.event_id);
  const price = card && overview.data?.evento?.id === card.event_id ? overview.data.evento.card_price : null;

  const find = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    setSold(null);
    lookup.mutate(trimmed);
  };
  const again = () => {
    lookup.reset();
    setCode('');
    setTimeout(() => field.current?.focus());
  };

  return (
    <>
      <PageHeader
        title={sellerTexts.sellTitle}
        actions={
          <Link to={paths.vendedor} className="btn btn-outline-secondary btn-sm">
            <Icon name="arrow-left" className="me-1" />
            {sellerTexts.title}
          </Link>
        }
      />
      {sold && <SoldAlert key={sold.saleId} sold={sold} onUndone={() => setSold(null)} />}
      <Card className="mb-3">
        <Card.Body>
          <ScanButtons
            onCode={(scanned) => {
              setCode(scanned);
              find(scanned);
            }}
          />
          <Form
            className="mt-3"
            onSubmit={(e) => {
              e.preventDefault();
              find(code);
            }}
          >
            <Form.Label htmlFor="seller-code">{sellerTexts.codeLabel}</Form.Label>
            <InputGroup>
              <Form.Control
                id="seller-code"
                ref={field}
                value={code}
                inputMode="numeric"
                autoComplete="off"
                maxLength={32}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button type="submit" variant="outline-primary" disabled={lookup.isPending || !code.trim()}>
                <Icon name="search" className="me-1" />
                Buscar
              </Button>
            </InputGroup>
          </Form>
          {lookup.isError && (
            <Alert variant="danger" className="mt-3 mb-0 py-2">
              {errorText(lookup.error)}
            </Alert>
          )}
        </Card.Body>
      </Card>
      {card && user && (
        <SaleForm
          key={card.id}
          card={card}
          sellerId={user.id}
          price={price}
          onCancel={again}
          onSold={(sale) => {
            setSold(sale);
            again();
          }}
        />
      )}
    </>
  );
}
