import { Icon } from '../../../components/Icon';
import { linkTo } from '../../../lib/paths';
import { appAddress, whatsappLink } from '../../../lib/whatsapp';
import { sellerTexts } from '../seller-texts';

export interface SoldCard {
  cardId: number;
  eventId: number;
  saleId: number;
  nextRound: boolean;
  barcode: string | null;
  checkCode: string | null;
  eventName: string;
  buyer: string | null;
  phone: string | null;
}

/**
 * "Enviar pelo WhatsApp" after a paper sale: a wa.me message to the phone typed in the sale (or to
 * a contact the seller picks) with the link that adds the card to the buyer's phone and its check
 * code. A card without barcode cannot be added to a phone, so it offers nothing.
 */
export function SaleWhatsApp({ sold }: { sold: SoldCard }) {
  if (!sold.barcode || !sold.checkCode) return null;
  const message = sellerTexts.whatsappSale({
    cardId: sold.cardId,
    eventName: sold.eventName,
    buyer: sold.buyer?.trim().split(/\s+/)[0] ?? null,
    link: appAddress(linkTo.adicionarCartela(sold.barcode)),
    checkCode: sold.checkCode,
  });
  return (
    <a className="btn btn-success btn-sm" href={whatsappLink(message, sold.phone)} target="_blank" rel="noopener noreferrer">
      <Icon name="whatsapp" className="me-1" />
      {sellerTexts.sendWhatsApp}
    </a>
  );
}
