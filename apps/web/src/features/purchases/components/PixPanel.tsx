import { formatDateTime, formatMoney } from '@bingo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePaymentStatus } from '../api/payment-status';
import { clearPendingPix, type PendingPix } from '../pending-pix';
import { purchaseTexts } from '../purchase-texts';
import { CopyCodeButton } from './CopyCodeButton';

const POLL_MS = 3000;

/**
 * Only an image drawn by our server (a data: URL) is shown: the CSP blocks any other host's
 * image, and a broken picture is worse than none (the code to copy is right below it).
 */
export const isOwnQrImage = (src: string | null): src is string => src !== null && /^data:image\/(png|svg\+xml|gif|jpeg);base64,/.test(src);

/**
 * The PIX to pay: QR code, copy-and-paste code, expiry, and a status that moves on by itself
 * (polled every 3 s): approved goes to /sucesso, which waits for the cards; failed to /falha.
 */
export function PixPanel({ pix }: { pix: PendingPix }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = usePaymentStatus(pix.code, POLL_MS);
  const state = status.data?.status;
  // Re-evaluated on every poll (dataUpdatedAt changes), so no clock of its own is needed.
  const expired = Math.max(status.dataUpdatedAt, status.errorUpdatedAt) > Date.parse(pix.expires_at);
  const query = `?order_id=${encodeURIComponent(pix.code)}`;
  const heading = useRef<HTMLHeadingElement>(null);

  // The panel replaces the form where the buyer pressed "Gerar PIX", far down on a phone: bring
  // its top into view, and tell screen readers where they are now.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (state === 'aprovado') navigate(`${paths.sucesso}${query}`);
    else if (state === 'falhou' || state === 'cancelado') navigate(`${paths.falha}${query}`);
    else return;
    clearPendingPix(queryClient);
  }, [state, query, navigate, queryClient]);

  return (
    <Card className="pix-panel">
      <Card.Body className="text-center">
        <h2 className="h5 pix-panel__title" ref={heading} tabIndex={-1}>
          Pague com PIX
        </h2>
        <p className="mb-3">
          Total: <strong className="fs-5">{formatMoney(pix.total)}</strong>
        </p>
        {isOwnQrImage(pix.qr_code_url) ? (
          <>
            <img src={pix.qr_code_url} alt={`QR code PIX do pedido ${pix.code}`} className="pix-panel__qr" width={220} height={220} />
            <p className="small text-body-secondary mt-2">{purchaseTexts.pixWithQr}</p>
          </>
        ) : (
          <p className="small text-body-secondary mt-2">{purchaseTexts.pixWithoutQr}</p>
        )}
        <Form.Label htmlFor="pix-code" className="visually-hidden">
          Código PIX copia e cola
        </Form.Label>
        <Form.Control
          id="pix-code"
          as="textarea"
          rows={3}
          readOnly
          value={pix.qr_code}
          className="pix-panel__code mb-2"
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyCodeButton code={pix.qr_code} />
        <p className="small mt-3 mb-3">
          Válido até <strong>{formatDateTime(pix.expires_at)}</strong>
        </p>
        {expired ? (
          <Alert variant="warning" className="mb-3">
            Este PIX expirou. Faça uma nova compra para gerar outro código.
          </Alert>
        ) : (
          <div className="pix-panel__status mb-3" role="status" aria-live="polite">
            <Spinner animation="grow" size="sm" className="me-2" aria-hidden="true" />
            {state === 'aprovado' ? purchaseTexts.confirming : 'Aguardando pagamento... A confirmação aparece aqui sozinha.'}
          </div>
        )}
        <Button variant="outline-secondary" size="sm" onClick={() => clearPendingPix(queryClient)}>
          {expired ? 'Fazer nova compra' : 'Escolher outra forma de pagamento'}
        </Button>
      </Card.Body>
    </Card>
  );
}
