import type { FastifyReply } from 'fastify';
import type { CardsPdf, PdfCard } from './card-pdf';

const HIGH_WATER = 512 * 1024;

/**
 * Sends a PDF while it is being drawn: the download starts with the first page and, since drawing
 * waits whenever the client has not taken what was drawn, memory stays flat for any card count.
 */
export function streamCardsPdf(
  reply: FastifyReply,
  filename: string,
  pdf: CardsPdf,
  source: AsyncIterable<PdfCard[]> | Iterable<PdfCard[]>,
): FastifyReply {
  const doc = pdf.doc;
  void (async () => {
    for await (const chunk of source) {
      for (const [i, card] of chunk.entries()) {
        pdf.add(card);
        // Let finished pages go out every 10 pages: the download starts at once, without
        // paying an event-loop turn per page.
        if (i % 40 === 39) await new Promise((r) => setImmediate(r));
        while (doc.readableLength > HIGH_WATER && !doc.destroyed) await new Promise((r) => setTimeout(r, 2));
        if (doc.destroyed) return;
      }
    }
    pdf.end();
  })().catch((err: unknown) => doc.destroy(err as Error));
  return sendPdf(reply, filename, doc);
}

/** A PDF download: saved under `filename`, never kept by a cache (it holds names and money). */
export function sendPdf(reply: FastifyReply, filename: string, doc: PDFKit.PDFDocument): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(doc);
}
