import { formatDateTime, formatMoney } from '@bingo/core';
import { formatCheckCode } from '../modules/card-codes';
import { centredLine, drawBarcode, drawGrid, INK, MUTED, oneLine } from './card-face';
import { CARD } from './card-layouts';
import type { PdfCard } from './pdf-card';
import { drawQrCode } from './qr-code';

type Doc = PDFKit.PDFDocument;

/** Where the stub starts: the cut line sits just above it. */
const CUT_Y = 287;
const W = CARD.width;
const QR_SIZE = 56;

/**
 * The page of this site where a holder adds a paper card, with its barcode filled in (decision
 * 018): the check code is typed from the paper, so the QR alone does not add the card.
 */
export function addCardUrl(site: string, barcode: string): string {
  return `${site}/minhas-cartelas?adicionar=${barcode}`;
}

/**
 * A physical card as a seller hands it over: event, date, time and price, the grid, the barcode
 * with the check code the holder types to follow the card on a phone, and below a dashed line a
 * stub the seller tears off and keeps, with the card number, the barcode and lines for the
 * buyer's name and phone, to type the sale in later.
 */
export function drawPaperCard(doc: Doc, card: PdfCard & { barcode: string }, checkCode: string, site: string): void {
  centredLine(doc, card.eventName, 0, 'Helvetica-Bold', 11);
  centredLine(doc, `${formatDateTime(card.eventStart)}  ·  ${formatMoney(card.cardPrice)}`, 15, 'Helvetica', 8.5, MUTED);
  centredLine(doc, `Cartela nº ${card.id}${card.lote ? `  ·  Lote: ${card.lote}` : ''}`, 27, 'Helvetica', 8.5, MUTED);
  // Rows a little shorter than the digital card's: the space below holds where to add the card.
  const gridEnd = drawGrid(doc, card.numbers, 41, 29);

  // Barcode at 14 pt from the edge: its left quiet zone (11 modules) stays clear of the frame.
  const codeTop = gridEnd + 7;
  drawBarcode(doc, card.barcode, 14, codeTop, 110, 24, 7.5);
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .fillColor(MUTED)
    .text('Código de verificação', 132, codeTop + 2, { lineBreak: false });
  doc
    .font('Courier-Bold')
    .fontSize(14)
    .fillColor(INK)
    .text(formatCheckCode(checkCode), 132, codeTop + 12, { lineBreak: false });

  // Where to add it on a phone (decision 018): the QR opens 'Adicionar cartela de papel' with
  // the barcode filled in; the check code is still typed from the paper.
  drawQrCode(doc, addCardUrl(site, card.barcode), W - QR_SIZE, codeTop - 4, QR_SIZE);
  const textWidth = W - QR_SIZE - 4;
  doc.font('Helvetica').fontSize(6.5).fillColor(MUTED);
  oneLine(doc, 'Acompanhe no celular: leia o QR ou acesse', 0, codeTop + 38, textWidth);
  doc.font('Helvetica-Bold').fontSize(7.5).fillColor(INK);
  oneLine(doc, `${site.replace(/^https?:\/\//, '')}/minhas-cartelas`, 0, codeTop + 47, textWidth);

  drawCutLine(doc, CUT_Y);
  drawStub(doc, card, CUT_Y + 9);
}

function drawCutLine(doc: Doc, y: number): void {
  doc.save().lineWidth(0.8).dash(5, { space: 3 }).strokeColor('#374151').moveTo(0, y).lineTo(W, y).stroke().restore();
  drawScissors(doc, 2, y);
  const label = 'Destaque aqui';
  doc.font('Helvetica').fontSize(7);
  const labelWidth = doc.widthOfString(label) + 8;
  doc.rect((W - labelWidth) / 2, y - 5, labelWidth, 10).fill('#ffffff');
  doc.fillColor(MUTED).text(label, (W - labelWidth) / 2 + 4, y - 2.6, { lineBreak: false });
}

/** A small pair of scissors on the cut line (the standard PDF fonts have no ✂). */
function drawScissors(doc: Doc, x: number, y: number): void {
  doc
    .save()
    .rect(x - 1, y - 6, 16, 12)
    .fill('#ffffff');
  doc.lineWidth(0.9).strokeColor(INK);
  doc.circle(x + 2.5, y - 3, 2).stroke();
  doc.circle(x + 2.5, y + 3, 2).stroke();
  doc
    .moveTo(x + 4.2, y - 1.8)
    .lineTo(x + 13, y + 3)
    .stroke();
  doc
    .moveTo(x + 4.2, y + 1.8)
    .lineTo(x + 13, y - 3)
    .stroke();
  doc.restore();
}

function drawStub(doc: Doc, card: PdfCard & { barcode: string }, top: number): void {
  drawBarcode(doc, card.barcode, 14, top + 2, 110, 22, 7.5);
  const right = 140;
  const width = W - right;
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .fillColor(MUTED)
    .text('CANHOTO DO VENDEDOR', right, top + 2, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  oneLine(doc, `Cartela nº ${card.id}`, right, top + 11, width);
  if (card.lote) {
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    oneLine(doc, `Lote: ${card.lote}`, right, top + 24, width);
  }
  writingLine(doc, 'Nome do comprador:', top + 44);
  writingLine(doc, 'Telefone:', top + 66);
}

/** A label and a line to its right for the seller's pen. */
function writingLine(doc: Doc, label: string, baseline: number): void {
  doc.font('Helvetica').fontSize(8).fillColor(INK);
  const start = doc.widthOfString(label) + 4;
  doc.text(label, 0, baseline - 6.5, { lineBreak: false });
  doc.lineWidth(0.6).strokeColor('#6b7280').moveTo(start, baseline).lineTo(W, baseline).stroke();
}
