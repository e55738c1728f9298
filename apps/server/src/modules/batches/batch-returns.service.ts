import { inTransaction } from '../../db/unit-of-work';
import { cardVoidMessages, type ReturnCardsReply } from '@bingo/core';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { RoundRecordWriter } from '../round-records';
import { BatchReturnsRepository } from './batch-returns.repository';
import { BATCH_NOT_FOUND } from './batches.service';

interface Caller {
  id: number;
  is_admin: boolean;
}

/**
 * When a batch's sales close, its unsold cards are handed back and voided for good (decisions.md
 * §15): never sold, claimed or a winner again, and listed by the next round's record. The
 * administrator or the batch's responsible user returns them; a sold card is refused, and then
 * nothing of the call is kept.
 */
export class BatchReturnsService {
  constructor(private readonly database: Database) {}

  async returnUnsold(
    batchId: number,
    body: { card_ids?: number[] | undefined; all_unsold?: true | undefined },
    caller: Caller,
  ): Promise<ReturnCardsReply> {
    const ids = await inTransaction(this.database, async ({ tx }) => {
      const repo = new BatchReturnsRepository(tx);
      const batch = await repo.lockBatch(batchId);
      if (!batch) throw notFound(BATCH_NOT_FOUND);
      if (!caller.is_admin && batch.userId !== caller.id) throw new AppError(403, cardVoidMessages.notYourBatch);
      const cards = await repo.cardsOf(batchId);
      const targets = body.all_unsold ? cards.filter((c) => !c.sold && !c.voided).map((c) => c.id) : pick(cards, body.card_ids ?? []);
      await repo.insertReturned(batch.eventId, targets, caller.id);
      await new RoundRecordWriter(tx).cardsVoided(batch.eventId, targets);
      return targets;
    });
    return { message: cardVoidMessages.done(ids.length), card_ids: ids };
  }
}

/** The asked cards not voided yet; a card of another batch, or one sold, refuses the whole call. */
function pick(cards: { id: number; sold: boolean; voided: boolean }[], asked: number[]): number[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const targets = new Set<number>();
  for (const id of asked) {
    const card = byId.get(id);
    if (!card) throw badRequest(cardVoidMessages.notInBatch(id), { card_ids: cardVoidMessages.notInBatch(id) });
    if (card.sold) throw conflict(cardVoidMessages.sold(id));
    if (!card.voided) targets.add(id);
  }
  return [...targets].sort((a, b) => a - b);
}
