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
  doc.font(font).fontSize(size).fillColor(color);
  let line = text;
  let fontSize = size;
  let width = doc.widthOfString(line);
  if (width > CARD.width) {
    while (fontSize > size * 0.75 && width > CARD.width) width = doc.fontSize((fontSize -= 0.5)).widthOfString(line);
    line = fitted(doc, line, CARD.width);
    width = doc.widthOfString(line);
  }
  // The same middle as a full-size line, whatever the type's size.
  doc.text(line, (CARD.width - width) / 2, y + (size - fontSize) * 0.7, { lineBreak: false });
}

/** A short text centred in a box `width` wide from `x` (no width handed to pdfkit: its line wrapper is slow). */
function centredIn(doc: Doc, text: string, x: number, y: number, width: number): void {
  doc.text(text, x + (width - doc.widthOfString(text)) / 2, y, { lineBreak: false });
}

/** The A J U D E header and the 5 x 5 numbers from `top`; returns where the grid ends. */
export function drawGrid(doc: Doc, numbers: readonly number[], top: number, rowHeight: number): number {
  const cell = CARD.width / 5;
  const letterHeight = Math.min(cell * 0.8, rowHeight * 0.7);
  BINGO_LETTERS.forEach((letter, c) => {
    doc.rect(c * cell, top, cell, letterHeight).fill(LETTER_COLORS[c]!);
    const size = letterHeight * 0.5;
    doc.font('Helvetica-Bold').fontSize(size).fillColor('#ffffff');
    centredIn(doc, letter, c * cell, top + (letterHeight - size * 0.72) / 2, cell);
  });
  const numbersTop = top + letterHeight;
  const size = Math.min(22, rowHeight * 0.55);
  doc.lineWidth(0.8).strokeColor(INK);
  for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) doc.rect(c * cell, numbersTop + r * rowHeight, cell, rowHeight);
  doc.stroke();
  doc.font('Helvetica-Bold').fontSize(size).fillColor(INK);
  cardRows(numbers).forEach((values, r) => {
    values.forEach((n, c) => centredIn(doc, String(n), c * cell, numbersTop + r * rowHeight + (rowHeight - size * 0.72) / 2, cell));
  });
  return numbersTop + 5 * rowHeight;
}

/**
 * An EAN-13 as vector bars `width` wide with its digits below; the caller leaves the quiet zones
 * (11 modules left, 7 right) blank. Returns where the digits end.
 */
export function drawBarcode(doc: Doc, code: string, x: number, y: number, width: number, height: number, digitsSize: number): number {
  // All bars as one path, filled once.
  for (const [bx, bw] of barRects(ean13Pattern(code), x, width)) doc.rect(bx, y, bw, height);
  doc.fill('#000000');
  doc.font('Courier').fontSize(digitsSize).fillColor('#000000');
  centredIn(doc, code, x, y + height + 1.5, width);
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
