/**
 * How cards sit on an A4 sheet. Every card is drawn on one design box (`CARD`, a quarter of a
 * portrait page less margins) and scaled into its slot: four a page as they always were, or two
 * a page on a landscape sheet, about 1.4 times bigger, for halls where people read from afar.
 */
export type CardsPerPage = 2 | 4;

const A4 = { long: 841.89, short: 595.28 };
const MARGIN = 28;
const GAP = 20;

/** The design box every card is drawn in, in points. */
export const CARD = { width: (A4.short - 2 * MARGIN - GAP) / 2, height: (A4.long - 2 * MARGIN - GAP) / 2 };

export interface Slot {
  x: number;
  y: number;
  scale: number;
}

export interface CardsLayout {
  perPage: CardsPerPage;
  layout: 'portrait' | 'landscape';
  slots: Slot[];
}

function slots(pageWidth: number, pageHeight: number, cols: number, rows: number): Slot[] {
  const cellWidth = (pageWidth - 2 * MARGIN - (cols - 1) * GAP) / cols;
  const cellHeight = (pageHeight - 2 * MARGIN - (rows - 1) * GAP) / rows;
  const scale = Math.min(cellWidth / CARD.width, cellHeight / CARD.height);
  const out: Slot[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      // The card keeps its shape: centred in its cell when the cell is wider than the card.
      const x = MARGIN + col * (cellWidth + GAP) + (cellWidth - CARD.width * scale) / 2;
      out.push({ x, y: MARGIN + row * (cellHeight + GAP), scale });
    }
  }
  return out;
}

export function cardsLayout(perPage: CardsPerPage): CardsLayout {
  return perPage === 4
    ? { perPage, layout: 'portrait', slots: slots(A4.short, A4.long, 2, 2) }
    : { perPage, layout: 'landscape', slots: slots(A4.long, A4.short, 2, 1) };
}
