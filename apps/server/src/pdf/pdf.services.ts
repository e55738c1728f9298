import type { AppDeps } from '../lib/app-deps';
import { PdfCardsService } from './pdf-cards.service';

/** The PDFs' reads, built once by the app like a module's services (docs/decisions/039). */
export function pdfServices(deps: AppDeps) {
  return { pdfCards: new PdfCardsService(deps.db) };
}
