import { BINGO_LETTERS, cardRows } from '@bingo/core';
import { barRects, ean13Pattern } from './barcode';
import { CARD } from './card-layouts';

/** Drawing pieces both kinds of card share, in the design box (origin at the card's top left). */

const LETTER_COLORS = ['#1d4ed8', '#b91c1c', '#15803d', '#a16207', '#7e22ce'];
export const INK = '#111827';
export const MUTED = '#4b5563';

type Doc = PDFKit.PDFDocument;

/** `text` cut with an ellipsis to fit `maxWidth` in the current font and size. */
export function fitted(doc: Doc, text: string, maxWidth: number): string {
  let out = text;
  while (out.length > 1 && doc.widthOfString(out) > maxWidth) out = `${out.slice(0, -2).trimEnd()}…`;
  return out;
}

/**
 * One line of text from `x`, never wrapped: pdfkit wraps whenever it is given a width, even with
 * lineBreak off, so the line is cut to `maxWidth` here and drawn without one.
 */
export function oneLine(doc: Doc, text: string, x: number, y: number, maxWidth: number): void {
  doc.text(fitted(doc, text, maxWidth), x, y, { lineBreak: false });
}

/**
 * One line across the card, centred. Too long a text (an event's long name) first gets a smaller
 * type, down to three quarters of `size`, then is cut with an ellipsis.
 */
export function centredLine(doc: Doc, text: string, y: number, font: string, size: number, color = INK): void {
  doc.font(font).fillColor(color);
  let fontSize = size;
  while (fontSize > size * 0.75 && doc.fontSize(fontSize).widthOfString(text) > CARD.width) fontSize -= 0.5;
  const line = fitted(doc, text, CARD.width);
  // The same middle as a full-size line, whatever the type's size.
  doc.text(line, (CARD.width - doc.widthOfString(line)) / 2, y + (size - fontSize) * 0.7, { lineBreak: false });
}

/** The A J U D E header and the 5 x 5 numbers from `top`; returns where the grid ends. */
export function drawGrid(doc: Doc, numbers: readonly number[], top: number, rowHeight: number): number {
  const cell = CARD.width / 5;
  const letterHeight = Math.min(cell * 0.8, rowHeight * 0.7);
  BINGO_LETTERS.forEach((letter, c) => {
    doc.rect(c * cell, top, cell, letterHeight).fill(LETTER_COLORS[c]!);
    const size = letterHeight * 0.5;
    doc
      .font('Helvetica-Bold')
      .fontSize(size)
      .fillColor('#ffffff')
      .text(letter, c * cell, top + (letterHeight - size * 0.72) / 2, { width: cell, align: 'center', lineBreak: false });
  });
  const numbersTop = top + letterHeight;
  const size = Math.min(22, rowHeight * 0.55);
  cardRows(numbers).forEach((values, r) => {
    values.forEach((n, c) => {
      doc
        .lineWidth(0.8)
        .strokeColor(INK)
        .rect(c * cell, numbersTop + r * rowHeight, cell, rowHeight)
        .stroke();
      doc
        .font('Helvetica-Bold')
        .fontSize(size)
        .fillColor(INK)
        .text(String(n), c * cell, numbersTop + r * rowHeight + (rowHeight - size * 0.72) / 2, {
          width: cell,
          align: 'center',
          lineBreak: false,
        });
    });
  });
  return numbersTop + 5 * rowHeight;
}

/**
 * An EAN-13 as vector bars `width` wide with its digits below; the caller leaves the quiet zones
 * (11 modules left, 7 right) blank. Returns where the digits end.
 */
export function drawBarcode(doc: Doc, code: string, x: number, y: number, width: number, height: number, digitsSize: number): number {
  for (const [bx, bw] of barRects(ean13Pattern(code), x, width)) doc.rect(bx, y, bw, height).fill('#000000');
  doc
    .font('Courier')
    .fontSize(digitsSize)
    .fillColor('#000000')
    .text(code, x - 10, y + height + 1.5, { width: width + 20, align: 'center', lineBreak: false });
  return y + height + 1.5 + digitsSize;
}

/** The light dashed frame to cut the cards of a sheet apart. */
export function drawCutFrame(doc: Doc): void {
  doc
    .save()
    .lineWidth(1)
    .dash(4, { space: 3 })
    .strokeColor('#9ca3af')
    .rect(-6, -6, CARD.width + 12, CARD.height + 12)
    .stroke()
    .restore();
}
