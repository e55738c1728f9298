import { formatDateTime } from '@bingo/core';
import { centredLine, drawGrid, INK, MUTED } from './card-face';
import type { PdfCard } from './pdf-card';

/**
 * A card bought online, as its buyer downloads it: whose it is and when the night is, above the
 * grid (square cells, as big as the box allows).
 */
export function drawDigitalCard(doc: PDFKit.PDFDocument, card: PdfCard): void {
  centredLine(doc, card.eventName, 0, 'Helvetica-Bold', 11);
  centredLine(doc, formatDateTime(card.eventStart), 15, 'Helvetica', 8.5, MUTED);
  centredLine(doc, `Cartela nº ${card.id}`, 27, 'Helvetica', 8.5, MUTED);
  if (card.holderName) centredLine(doc, `Nome: ${card.holderName}`, 39, 'Helvetica-Bold', 9, INK);
  drawGrid(doc, card.numbers, 55, 51);
}
