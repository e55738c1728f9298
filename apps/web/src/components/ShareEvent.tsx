import { Button } from 'react-bootstrap';
import { linkTo } from '../lib/paths';
import { appAddress, whatsappLink } from '../lib/whatsapp';
import { Icon } from './Icon';

export const shareTexts = {
  whatsapp: 'Enviar pelo WhatsApp',
  share: 'Compartilhar',
  message: (eventName: string | null) =>
    `Vem jogar ${eventName ? `o ${eventName}` : 'o Bingo Beneficente'} comigo! Compre sua cartela pelo celular e acompanhe o sorteio ao vivo:`,
} as const;

/**
 * Invites a friend to the event: its /comprar link (whose page the server gives the event's
 * preview) in a wa.me message to a contact the person picks, and the phone's own share sheet where
 * the browser has one. Plain links: no WhatsApp API or account.
 */
export function ShareEvent({ eventId, eventName, className = '' }: { eventId: number; eventName: string | null; className?: string }) {
  const url = appAddress(linkTo.comprarEvento(eventId));
  const text = shareTexts.message(eventName);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className={`d-flex flex-wrap justify-content-center gap-2 ${className}`.trim()}>
      <a className="btn btn-success" href={whatsappLink(`${text} ${url}`)} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" className="me-1" />
        {shareTexts.whatsapp}
      </a>
      {canShare && (
        <Button
          variant="outline-secondary"
          onClick={() => {
            // Closing the share sheet rejects the promise: nothing to tell the person.
            navigator.share({ title: eventName ?? 'Bingo Beneficente', text, url }).catch(() => {});
          }}
        >
          <Icon name="share" className="me-1" />
          {shareTexts.share}
        </Button>
      )}
    </div>
  );
}
