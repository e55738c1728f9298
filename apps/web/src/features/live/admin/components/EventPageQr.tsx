import { QRCodeSVG } from 'qrcode.react';
import { linkTo } from '../../../../lib/paths';

/**
 * The event's public page as a QR code (decisions.md §15), beside the title when no round runs:
 * between rounds and at the end of the night the hall can take the results home. While a round
 * runs that corner holds the draw's progress instead.
 */
export function EventPageQr({ eventId }: { eventId: number }) {
  const url = `${window.location.origin}${linkTo.evento(eventId)}`;
  return (
    <figure className="big-screen__qr big-screen__qr--event">
      <QRCodeSVG value={url} marginSize={2} level="M" role="img" aria-label={`Código QR: ${url}`} className="big-screen__qr-code" />
      <figcaption>
        Página do evento
        <span className="big-screen__qr-detail">Resultados, regulamento e prestação de contas</span>
      </figcaption>
    </figure>
  );
}
