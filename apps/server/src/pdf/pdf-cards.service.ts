import { msg } from '@bingo/core';
import type { Db } from '../db/client';
import { AppError, notFound } from '../lib/app-error';
import { findBatch } from '../modules/batches';
import type { AuthUser } from '../modules/users';
import type { PdfCard } from './card-pdf';
import { PdfCardsRepository } from './pdf-cards.repository';

/** The cards a PDF prints: chosen ones (a buyer's own; any for administrators), or a whole batch. */
export class PdfCardsService {
  private readonly cards: PdfCardsRepository;

  constructor(private readonly db: Db) {
    this.cards = new PdfCardsRepository(db);
  }

  async chosen(me: AuthUser, ids: number[]): Promise<PdfCard[]> {
    const found = await this.cards.byIds(ids);
    if (found.length !== ids.length) throw notFound('Cartela não encontrada.');
    if (!me.is_admin && found.some((c) => c.userId !== me.id)) throw new AppError(403, msg.forbidden);
    return found;
  }

  /** The batch's name and its cards a chunk at a time, so a big batch never sits in memory. */
  async ofBatch(batchId: number): Promise<{ name: string; chunks: AsyncGenerator<PdfCard[]> }> {
    const batch = await findBatch(this.db, batchId);
    if (!batch) throw notFound('Lote não encontrado.');
    return { name: batch.name, chunks: this.cards.ofBatch(batch.id) };
  }
}
