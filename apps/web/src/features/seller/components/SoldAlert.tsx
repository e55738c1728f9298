import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useRefreshOnBall } from '../api/use-refresh-on-ball';
import { useUndoMySale } from '../api/undo-my-sale';
import { sellerTexts } from '../seller-texts';
import { SaleWhatsApp, type SoldCard } from './SaleWhatsApp';

/**
 * The sale just made on Vender cartela: its message, "Enviar pelo WhatsApp" and, until a ball is
 * drawn in the card's event, "Desfazer venda". A ball after the sale ends its undo
 * (docs/decisions/013), so the button goes then instead of offering an undo the server refuses.
 * Keyed by sale: each sale follows the draw from the moment it is shown.
 */
export function SoldAlert({ sold, onUndone }: { sold: SoldCard; onUndone: () => void }) {
  const undo = useUndoMySale();
  const [ballSince, setBallSince] = useState(false);
  useRefreshOnBall(sold.eventId, () => setBallSince(true));
  return (
    <Alert variant="success" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{sold.nextRound ? sellerTexts.sold_next_round(sold.cardId) : sellerTexts.sold_ok(sold.cardId)}</span>
      <SaleWhatsApp sold={sold} />
      {!ballSince && (
        <Button
          variant="outline-success"
          size="sm"
          disabled={undo.isPending}
          onClick={() => undo.mutate(sold.saleId, { onSuccess: onUndone })}
        >
          Desfazer venda
        </Button>
      )}
    </Alert>
  );
}
