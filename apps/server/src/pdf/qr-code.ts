import QRCode from 'qrcode';

type Doc = PDFKit.PDFDocument;

/**
 * A QR code drawn as vector squares, `size` points wide including its quiet zone of 2 modules
 * (printers and phone cameras need the margin). Level L: the shortest code for a URL, on paper
 * that is not folded or soiled before the night.
 */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const quiet = 2;
  const unit = size / (modules.size + 2 * quiet);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      // A hair wider than a module, so neighbouring squares print as one dark area, with no seam.
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * unit, y + (row + quiet) * unit, unit + 0.05, unit + 0.05);
    }
  }
  doc.fill('#000000').restore();
}
