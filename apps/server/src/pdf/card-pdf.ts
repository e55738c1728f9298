import PDFDocument from 'pdfkit';
import type { CardCheckCodes } from '../modules/card-codes';
import { drawCutFrame } from './card-face';
import { cardsLayout, type CardsLayout, type CardsPerPage } from './card-layouts';
import { drawDigitalCard } from './digital-card';
import { drawPaperCard } from './paper-card';
import type { PdfCard } from './pdf-card';

export type { PdfCard };

/** A streaming A4 PDF of cards: add cards one by one; pages are flushed as they fill. */
export class CardsPdf {
  readonly doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: 'Cartelas - Bingo Beneficente' },
  });
  private readonly layout: CardsLayout;
  private onPage: number;

  /** `site`: the address printed on paper cards and in their QR (lib/site-address.ts). */
  constructor(
    private readonly checkCodes: CardCheckCodes,
    private readonly site: string,
    perPage: CardsPerPage = 4,
  ) {
    this.layout = cardsLayout(perPage);
    this.onPage = this.layout.perPage;
  }

  add(card: PdfCard): void {
    if (this.onPage === this.layout.perPage) {
      this.doc.addPage({ size: 'A4', layout: this.layout.layout, margin: 0 });
      this.onPage = 0;
    }
    const slot = this.layout.slots[this.onPage]!;
    this.doc.save().translate(slot.x, slot.y).scale(slot.scale);
    drawCutFrame(this.doc);
    if (card.barcode)
      drawPaperCard(this.doc, { ...card, barcode: card.barcode }, this.checkCodes.of({ id: card.id, barcode: card.barcode }), this.site);
    else drawDigitalCard(this.doc, card);
    this.doc.restore();
    this.onPage++;
  }

  end(): void {
    if (this.doc.bufferedPageRange().count === 0) this.doc.addPage({ size: 'A4', layout: this.layout.layout, margin: 0 });
    this.doc.end();
  }
}
