/** A card as the PDF prints it. */
export interface PdfCard {
  id: number;
  numbers: readonly number[];
  eventName: string;
  eventStart: Date;
  cardPrice: number;
  lote: string | null;
  /** Physical cards have one (and are printed for a seller); digital cards have none. */
  barcode: string | null;
  /** The card's holder as given at checkout, else the buyer's account name. */
  holderName: string | null;
}
