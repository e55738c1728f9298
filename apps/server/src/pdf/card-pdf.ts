import { BINGO_LETTERS, cardRows } from '@bingo/core';
import PDFDocument from 'pdfkit';
import { barRects, ean13Pattern } from './barcode';

export interface PdfCard {
  id: number;
  numbers: readonly number[];
  eventName: string;
  lote: string | null;
  barcode: string | null;
}

// A4 in points, four cards a page (2 x 2), with room to cut them apart.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const GAP = 20;
const CARD_W = (PAGE.width - 2 * MARGIN - GAP) / 2;
const CARD_H = (PAGE.height - 2 * MARGIN - GAP) / 2;
const LETTER_COLORS = ['#1d4ed8', '#b91c1c', '#15803d', '#a16207', '#7e22ce'];

/** A streaming A4 PDF of cards: add cards one by one; pages are flushed as they fill. */
export class CardsPdf {
  readonly doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: 'Cartelas - Bingo Beneficente' },
  });
  private onPage = 4;

  add(card: PdfCard): void {
    if (this.onPage === 4) {
      this.doc.addPage();
      this.onPage = 0;
    }
    const col = this.onPage % 2;
    const row = Math.floor(this.onPage / 2);
    this.drawCard(card, MARGIN + col * (CARD_W + GAP), MARGIN + row * (CARD_H + GAP));
    this.onPage++;
  }

  end(): void {
    if (this.onPage === 4 && this.doc.bufferedPageRange().count === 0) this.doc.addPage();
    this.doc.end();
  }

  private drawCard(card: PdfCard, x: number, y: number): void {
    const doc = this.doc;
    doc
      .save()
      .lineWidth(1)
      .dash(4, { space: 3 })
      .strokeColor('#9ca3af')
      .rect(x - 6, y - 6, CARD_W + 12, CARD_H + 12)
      .stroke()
      .restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#111827')
      .text(card.eventName, x, y, { width: CARD_W, align: 'center', lineBreak: false, ellipsis: true });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#374151')
      .text(`Cartela nº ${card.id}${card.lote ? `  ·  Lote: ${card.lote}` : ''}`, x, y + 16, {
        width: CARD_W,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });

    const cell = CARD_W / 5;
    const gridTop = y + 34;
    BINGO_LETTERS.forEach((letter, c) => {
      doc.rect(x + c * cell, gridTop, cell, cell * 0.8).fill(LETTER_COLORS[c]!);
      doc
        .font('Helvetica-Bold')
        .fontSize(20)
        .fillColor('#ffffff')
        .text(letter, x + c * cell, gridTop + cell * 0.4 - 9, { width: cell, align: 'center', lineBreak: false });
    });
    const numbersTop = gridTop + cell * 0.8;
    cardRows(card.numbers).forEach((values, r) => {
      values.forEach((n, c) => {
        doc
          .lineWidth(0.8)
          .strokeColor('#111827')
          .rect(x + c * cell, numbersTop + r * cell, cell, cell)
          .stroke();
        doc
          .font('Helvetica-Bold')
          .fontSize(22)
          .fillColor('#111827')
          .text(String(n), x + c * cell, numbersTop + r * cell + cell / 2 - 10, { width: cell, align: 'center', lineBreak: false });
      });
    });
    if (card.barcode) this.drawBarcode(card.barcode, x, numbersTop + 5 * cell + 10);
  }

  private drawBarcode(code: string, x: number, y: number): void {
    const width = 150;
    const height = 34;
    const left = x + (CARD_W - width) / 2;
    for (const [bx, bw] of barRects(ean13Pattern(code), left, width)) this.doc.rect(bx, y, bw, height).fill('#000000');
    this.doc
      .font('Courier')
      .fontSize(10)
      .fillColor('#000000')
      .text(code, left, y + height + 2, { width, align: 'center', lineBreak: false });
  }
}
