import { QRCodeSVG } from 'qrcode.react';
import { linkTo } from '../../../../lib/paths';

/** The event's live follow page as a QR code, for the hall's phones: "Acompanhe no celular". */
export function FollowQr({ eventId }: { eventId: number }) {
  const url = `${window.location.origin}${linkTo.verificacao(eventId)}`;
  return (
    <figure className="big-screen__qr">
      {/* A white quiet zone round the code: projectors wash out dark edges, phones need the margin. */}
      <QRCodeSVG value={url} marginSize={2} level="M" role="img" aria-label={`Código QR: ${url}`} className="big-screen__qr-code" />
      <figcaption>Acompanhe no celular</figcaption>
    </figure>
  );
}
