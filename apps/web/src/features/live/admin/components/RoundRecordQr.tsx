import { QRCodeSVG } from 'qrcode.react';
import { linkTo } from '../../../../lib/paths';
import { RoundRecordLink } from '../../components/RoundRecordLink';

/**
 * The telão between rounds: the finished round's public record (docs/decisions/015) as a link, its address
 * written out and a QR code, for the hall to check from their phones. Apart from RoundRecordLink so
 * that the buyer's Sorteio does not load the QR code library.
 */
export function RoundRecordQr({ round }: { round: { id: number; number: number } }) {
  const url = `${window.location.origin}${linkTo.registroRodada(round.id)}`;
  return (
    <div className="big-screen__record">
      <QRCodeSVG value={url} marginSize={2} level="M" role="img" aria-label={`Código QR: ${url}`} className="record-link__qr" />
      <div>
        <RoundRecordLink round={round} className="mb-0" />
        <span className="d-block record-link__address">{url}</span>
      </div>
    </div>
  );
}
