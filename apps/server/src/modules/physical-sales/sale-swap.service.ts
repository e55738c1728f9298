import { inTransaction } from '../../db/unit-of-work';
import { sellerMessages, swapMessages, type PhysicalSale } from '@bingo/core';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { RoundRecordWriter } from '../round-records';
import { PhysicalSalesRepository } from './physical-sales.repository';
import { SaleSwapRepository } from './sale-swap.repository';
import type { Caller } from './seller.service';

/**
 * "Trocar cartela" (decisions.md §14, §15): once a ball is drawn a sale on the wrong card cannot
 * be undone (docs/decisions/013), so the sale (buyer, amount, seller) moves to the right card with
 * a reason. The wrong card is voided from that moment: it leaves play and never wins a later ball.
 * The right card joins play like any late entry: from the next round when a round has drawn a
 * ball. The running round's record keeps the swap and its reason. The administrator swaps any
 * sale; a seller only their own sale of their own batch, onto a card of their own batch. A finished
 * event's money is frozen: no swap there.
 */
export class SaleSwapService {
  constructor(private readonly database: Database) {}

  async swap(saleId: number, input: { to_card_id: number; reason: string }, caller: Caller) {
    const { nextRound, fromCardId } = await inTransaction(this.database, async ({ tx, liveChanged }) => {
      const sales = new PhysicalSalesRepository(tx);
      const swaps = new SaleSwapRepository(tx);
      // The sale row first, then the event (as an undo takes them): no lock cycle.
      const sale = await sales.getForUndo(saleId);
      if (!sale) throw notFound('Venda não encontrada.');
      if (!caller.is_admin && (sale.userId !== caller.id || sale.batchUserId !== caller.id)) {
        throw new AppError(403, sellerMessages.notYourSale);
      }
      const target = await sales.cardForSale(input.to_card_id);
      if (sale.eventStatus === 'finalizado') throw conflict(swapMessages.finished);
      if (!target) throw notFound('Cartela não encontrada.');
      if (input.to_card_id === sale.cardId) throw conflict(swapMessages.sameCard);
      if (target.eventId !== sale.eventId) throw conflict(swapMessages.otherEvent);
      if (target.status !== 'física') throw conflict(swapMessages.targetNotPhysical);
      if (!caller.is_admin && target.batchUserId !== caller.id) throw new AppError(403, swapMessages.notYourTarget);
      if (await swaps.isVoided(input.to_card_id)) throw conflict(swapMessages.targetVoided);
      if (await swaps.isSold(input.to_card_id)) throw conflict(swapMessages.targetSold);
      // A card that has already completed the running round is a winner: the swap would hide it.
      if (await swaps.completesRunningRound(sale.eventId, sale.cardId)) throw conflict(swapMessages.winner);

      await swaps.moveSale(saleId, sale.cardId, input.to_card_id);
      await swaps.insertSwapped({
        cardId: sale.cardId,
        eventId: sale.eventId,
        userId: caller.id,
        reason: input.reason,
        swappedTo: input.to_card_id,
      });
      const writer = new RoundRecordWriter(tx);
      await writer.cardsVoided(sale.eventId, [sale.cardId]);
      const { nextRound } = await writer.cardsJoined(sale.eventId, [input.to_card_id]);
      await liveChanged(sale.eventId, { cards: true });
      return { nextRound, fromCardId: sale.cardId };
    });
    const moved = (await new PhysicalSalesRepository(this.database.db).get(saleId)) as PhysicalSale;
    return { message: swapMessages.done(fromCardId, input.to_card_id), sale: { ...moved, next_round: nextRound } };
  }
}
