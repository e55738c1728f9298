import {
  cardVoidMessages,
  formatMoney,
  saleMessages,
  SELLER_UNDO_MINUTES,
  sellerMessages,
  type PhysicalSale,
  type UpdateSaleInput,
} from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { showsGoal } from '../../live';
import { inTransaction } from '../../db/unit-of-work';
import { RoundRecordWriter } from '../round-records';
import { findUser } from '../users';
import { PhysicalSalesRepository } from './physical-sales.repository';
import { isCorrection, type SaleState } from './sale-freeze';
import type { Caller } from './seller.service';

interface SaleInput {
  card_id: number;
  user_id: number;
  full_name?: string | null | undefined;
  contact?: string | null | undefined;
}

const SALE_NOT_FOUND = 'Venda não encontrada.';

export class PhysicalSalesService {
  private readonly repo: PhysicalSalesRepository;

  constructor(private readonly database: Database) {
    this.repo = new PhysicalSalesRepository(database.db);
  }

  list(sellerId?: number): Promise<PhysicalSale[]> {
    return this.repo.list(sellerId);
  }

  /**
   * Sells a physical card once; it joins the cards in play of its event, from the next round when a
   * round has already drawn a ball (decisions.md §14). An administrator sells any physical card for
   * any seller; anyone else only a card of their own batch, as its seller (decisions.md §13). Nobody
   * sells in a finished event (decisions.md §14).
   */
  async create(input: SaleInput, caller: Caller): Promise<PhysicalSale & { next_round: boolean }> {
    const { id, nextRound } = await inTransaction(this.database, async ({ tx, liveChanged }) => {
      const sales = new PhysicalSalesRepository(tx);
      const card = await sales.cardForSale(input.card_id);
      if (!card) throw notFound('Cartela não encontrada.');
      if (!caller.is_admin && (input.user_id !== caller.id || card.batchUserId !== caller.id)) {
        throw new AppError(403, sellerMessages.notYourCard);
      }
      if (card.eventStatus === 'finalizado') throw new AppError(409, sellerMessages.eventFinished);
      if (card.status !== 'física') throw new AppError(409, 'Só cartelas físicas são vendidas por vendedores.');
      // Behind the event's lock taken above, as a return takes it: a return and a sale never cross.
      if (await sales.isVoided(input.card_id)) throw new AppError(409, cardVoidMessages.cannotSell);
      await this.requireSeller(tx, input.user_id);
      const saleId = await sales.insertIfUnsold(input.card_id, input.user_id, card.price);
      if (!saleId) throw new AppError(409, 'Esta cartela já foi vendida.');
      const buyer = {
        ...(input.full_name ? { fullName: input.full_name } : {}),
        ...(input.contact ? { contact: input.contact } : {}),
      };
      if (Object.keys(buyer).length) await sales.setBuyer(input.card_id, buyer);
      const { nextRound } = await new RoundRecordWriter(tx).cardsJoined(card.eventId, [input.card_id]);
      await liveChanged(card.eventId, { cards: true });
      return { id: saleId, nextRound };
    });
    return { ...(await this.repo.get(id))!, next_round: nextRound };
  }

  /**
   * Changes the seller, the amount owed, or whether it was handed in ("acertado"). Once the event
   * is finished, another seller or amount, or a handing-in taken back, needs `reason` and is kept
   * with who and when (decisions.md §14); marking a sale handed in stays free.
   */
  async update(id: number, input: UpdateSaleInput, caller: Caller, now: Date = new Date()): Promise<PhysicalSale> {
    await inTransaction(this.database, async ({ tx, liveChanged }) => {
      if (input.user_id !== undefined) await this.requireSeller(tx, input.user_id);
      const sales = new PhysicalSalesRepository(tx);
      const current = await sales.getForChange(id);
      if (!current) throw notFound(SALE_NOT_FOUND);
      const before: SaleState = { userId: current.userId, amount: Number(current.amount), settledAt: current.settledAt };
      const after: SaleState = {
        userId: input.user_id ?? before.userId,
        amount: input.amount ?? before.amount,
        // Marking an already settled sale again keeps the day it was handed in.
        settledAt: input.acertado === undefined ? before.settledAt : input.acertado ? (before.settledAt ?? now) : null,
      };
      if (current.eventStatus === 'finalizado' && isCorrection(before, after)) {
        if (!input.reason) throw new AppError(409, saleMessages.reasonRequired);
        await sales.recordCorrection({
          saleId: id,
          cardId: current.cardId,
          eventId: current.eventId,
          correctedBy: caller.id,
          reason: input.reason,
          oldUserId: before.userId,
          newUserId: after.userId,
          oldAmount: before.amount,
          newAmount: after.amount,
          oldSettledAt: before.settledAt,
          newSettledAt: after.settledAt,
        });
      }
      await sales.update(id, { userId: after.userId, amount: after.amount, settledAt: after.settledAt });
      // A new amount changes what the event raised: the goal's thermometer follows (docs/decisions/019).
      if (after.amount !== before.amount && (await showsGoal(tx, current.eventId))) await liveChanged(current.eventId);
    });
    return (await this.repo.get(id))!;
  }

  /**
   * Undoes a mistaken sale: the card is available again and leaves play in every process at once.
   * A card that took part in a draw keeps its sale (what happened in a round is never rewritten).
   * A seller undoes only their own sale of their own batch's card, within SELLER_UNDO_MINUTES.
   */
  async undo(id: number, caller: Caller, now: Date = new Date()): Promise<void> {
    await inTransaction(this.database, async ({ tx, liveChanged }) => {
      const sales = new PhysicalSalesRepository(tx);
      const sale = await sales.getForUndo(id);
      if (!sale) throw notFound(SALE_NOT_FOUND);
      if (!caller.is_admin && (sale.userId !== caller.id || sale.batchUserId !== caller.id)) {
        throw new AppError(403, sellerMessages.notYourSale);
      }
      if (sale.eventStatus === 'finalizado') throw new AppError(409, saleMessages.undoFinished);
      if (!caller.is_admin && now.getTime() - sale.createdAt.getTime() > SELLER_UNDO_MINUTES * 60_000) {
        throw new AppError(403, sellerMessages.undoExpired);
      }
      if (await sales.ballsSince(sale.eventId, sale.createdAt)) {
        throw new AppError(409, 'Esta cartela já participou de um sorteio: a venda não pode ser desfeita.');
      }
      await sales.delete(id);
      // The buyer written down with the sale was this sale's: the physical cards list must not
      // show an available card as someone's.
      await sales.clearBuyer(sale.cardId);
      await new RoundRecordWriter(tx).cardsLeft(sale.eventId, [sale.cardId]);
      await liveChanged(sale.eventId, { cards: true });
    });
  }

  /**
   * "Acertar tudo": every open sale of the seller in the event is marked handed in now. With
   * `confirmed` (the balance the treasurer was shown and counted), refused when the open balance
   * is no longer that amount: a sale registered meanwhile must be counted before it is settled.
   */
  async settleAll(sellerId: number, eventId: number, confirmed?: number): Promise<number> {
    return inTransaction(this.database, async ({ tx }) => {
      const sales = new PhysicalSalesRepository(tx);
      const open = await sales.lockOpenSales(sellerId, eventId);
      if (confirmed !== undefined && open.cents !== Math.round(confirmed * 100)) {
        throw new AppError(409, `O saldo a acertar mudou para ${formatMoney(open.cents / 100)}. Confira as vendas e confirme de novo.`);
      }
      return sales.settleAll(sellerId, eventId, new Date());
    });
  }

  private async requireSeller(tx: Db, sellerId: number): Promise<void> {
    const seller = await findUser(tx, sellerId);
    if (!seller?.active) throw new AppError(400, 'Selecione um vendedor.');
  }
}
